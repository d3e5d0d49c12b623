import { encodePassword, userEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TUpdateStudentPasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** A pupil changes their password (both encoded). */
export async function updateStudentPassword({
  oldPassword,
  newPassword,
}: TUpdateStudentPasswordInput): Promise<void> {
  await api.call(userEndpoints.studentChangePassword, {
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
