import { studentEndpoints, type TInputOf } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export type TUpdateUsernameInput = TInputOf<typeof studentEndpoints.updateUsername>;

/** student/custom/updateUsername: a pupil's new login name. */
export function updateStudentUsername(input: TUpdateUsernameInput) {
  return api.call(studentEndpoints.updateUsername, input);
}

export function useUpdateStudentUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'update-username'],
    mutationFn: updateStudentUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
