import { studentEndpoints } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** student/custom/join-class: a signed-in student joins a class by its code. */
export function joinClass(classCode: string) {
  return api.call(studentEndpoints.joinClass, { classCode: classCode.trim().toUpperCase() });
}

export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'join'],
    mutationFn: joinClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
