import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TBindStudentsInput {
  classId: number;
  studentIds: number[];
}

/** POST student/custom/bind-class: puts pupils of the school (existing accounts) into a class. */
export function bindStudents(input: TBindStudentsInput): Promise<{ added: number }> {
  return api.post<{ added: number }>('/api/v1/works-service/student/custom/bind-class', input);
}

export function useBindStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'bind'],
    mutationFn: bindStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
