import type { TRemoveResult } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TRemoveStudentsInput {
  classId: number;
  studentIds: number[];
}

/**
 * POST student/mng/class-remove (one pupil) or batch-remove (several, all or none): takes
 * pupils out of a class; the answer names those who are now in no class of the school.
 */
export function removeStudents(input: TRemoveStudentsInput): Promise<TRemoveResult> {
  const [only] = input.studentIds;
  return input.studentIds.length === 1 && only !== undefined
    ? api.post<TRemoveResult>('/api/v1/works-service/student/mng/class-remove', {
        classId: input.classId,
        studentId: only,
      })
    : api.post<TRemoveResult>('/api/v1/works-service/student/mng/batch-remove', input);
}

export function useRemoveStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'remove'],
    mutationFn: removeStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
