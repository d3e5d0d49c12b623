import { studentEndpoints } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** student/custom/resetPwd: a new initial password (the pupil's sessions end). */
export function resetStudentPassword(studentId: number) {
  return api.call(studentEndpoints.resetPassword, { studentId });
}

export function useResetStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'reset-password'],
    mutationFn: resetStudentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
