import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TUpdateUsernameInput {
  studentId: number;
  username: string;
}

/** POST student/custom/updateUsername: a pupil's new login name. */
export function updateStudentUsername(input: TUpdateUsernameInput): Promise<{ username: string }> {
  return api.post<{ username: string }>(
    '/api/v1/works-service/student/custom/updateUsername',
    input,
  );
}

export function useUpdateStudentUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'update-username'],
    mutationFn: updateStudentUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
