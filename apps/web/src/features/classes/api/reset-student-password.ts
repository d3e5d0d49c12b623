import type { TStudentCredential } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** POST student/custom/resetPwd: a new initial password (the pupil's sessions end). */
export function resetStudentPassword(studentId: number): Promise<TStudentCredential> {
  return api.post<TStudentCredential>('/api/v1/works-service/student/custom/resetPwd', {
    studentId,
  });
}

export function useResetStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'reset-password'],
    mutationFn: resetStudentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
