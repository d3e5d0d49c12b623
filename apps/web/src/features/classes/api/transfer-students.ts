import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TTransferStudentsInput {
  fromClassId: number;
  toClassId: number;
  studentIds: number[];
}

/** POST student/custom/transfer-join-class-student: moves pupils to another class. */
export function transferStudents(input: TTransferStudentsInput): Promise<{ moved: number }> {
  return api.post<{ moved: number }>(
    '/api/v1/works-service/student/custom/transfer-join-class-student',
    input,
  );
}

export function useTransferStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'transfer'],
    mutationFn: transferStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
