import { MemberStatus, studentEndpoints, type TMemberStatus } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TSetStudentsStatusInput {
  classId: number;
  studentIds: number[];
  status: TMemberStatus;
}

/** student/custom/disable or enable: pupils of one class. */
export async function setStudentsStatus(input: TSetStudentsStatusInput): Promise<void> {
  const endpoint =
    input.status === MemberStatus.ENABLED ? studentEndpoints.enable : studentEndpoints.disable;
  await api.call(endpoint, { classId: input.classId, studentIds: input.studentIds });
}

export function useSetStudentsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'students-status'],
    mutationFn: setStudentsStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
