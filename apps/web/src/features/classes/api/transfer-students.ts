import { studentEndpoints, type TInputOf } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export type TTransferStudentsInput = TInputOf<typeof studentEndpoints.transfer>;

/** student/custom/transfer-join-class-student: moves pupils to another class. */
export function transferStudents(input: TTransferStudentsInput) {
  return api.call(studentEndpoints.transfer, input);
}

export function useTransferStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'transfer'],
    mutationFn: transferStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
