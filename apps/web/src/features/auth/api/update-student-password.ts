import { encodePassword } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TUpdateStudentPasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** POST /student/custom/updatePwd: a pupil changes their password (both encoded). */
export async function updateStudentPassword({
  oldPassword,
  newPassword,
}: TUpdateStudentPasswordInput): Promise<void> {
  await api.post<null>('/api/v1/works-service/student/custom/updatePwd', {
    oldPassword: encodePassword(oldPassword),
    newPassword: encodePassword(newPassword),
  });
}

export function useUpdateStudentPassword() {
  return useMutation({
    mutationKey: ['auth', 'student-update-pwd'],
    mutationFn: updateStudentPassword,
  });
}
