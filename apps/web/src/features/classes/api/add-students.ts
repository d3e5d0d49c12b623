import { studentEndpoints, type TAddStudentsBody } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** student/custom/add: accounts for one or many pupils, with their initial passwords. */
export function addStudents(body: TAddStudentsBody) {
  return api.call(studentEndpoints.add, body);
}

export function useAddStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'add-students'],
    mutationFn: addStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
