import { studentEndpoints, type TInputOf } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export type TBindStudentsInput = TInputOf<typeof studentEndpoints.bindClass>;

/** student/custom/bind-class: puts pupils of the school (existing accounts) into a class. */
export function bindStudents(input: TBindStudentsInput) {
  return api.call(studentEndpoints.bindClass, input);
}

export function useBindStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'bind'],
    mutationFn: bindStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
