import { MemberStatus, type TMemberStatus } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TSetStudentsStatusInput {
  classId: number;
  studentIds: number[];
  status: TMemberStatus;
}

/** POST student/custom/disable or enable: pupils of one class. */
export async function setStudentsStatus(input: TSetStudentsStatusInput): Promise<void> {
  const action = input.status === MemberStatus.ENABLED ? 'enable' : 'disable';
  await api.post<null>(`/api/v1/works-service/student/custom/${action}`, {
    classId: input.classId,
    studentIds: input.studentIds,
  });
}

export function useSetStudentsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'students-status'],
    mutationFn: setStudentsStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
