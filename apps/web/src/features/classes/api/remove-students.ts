import { studentEndpoints, type TRemoveResult } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TRemoveStudentsInput {
  classId: number;
  studentIds: number[];
  /** Sent after the server's 409 has explained what removing means and the teacher agreed. */
  confirm?: boolean;
}

/**
 * student/mng/class-remove (one pupil) or batch-remove (several, all or none): takes
 * pupils out of a class. Without `confirm` the server answers 409 with a question when a
 * pupil has works in the class or no other class left; the answer names those who are now
 * in no class of the school. Silent: the dialog shows the question and other failures.
 */
export function removeStudents(input: TRemoveStudentsInput): Promise<TRemoveResult> {
  const [only] = input.studentIds;
  const confirm = input.confirm ?? false;
  return input.studentIds.length === 1 && only !== undefined
    ? api.call(
        studentEndpoints.classRemove,
        { classId: input.classId, studentId: only, confirm },
        { silent: true },
      )
    : api.call(
        studentEndpoints.batchRemove,
        { classId: input.classId, studentIds: input.studentIds, confirm },
        { silent: true },
      );
}

export function useRemoveStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'remove'],
    mutationFn: removeStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
