import { classEndpoints, type TInputOf } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** course-class/mng/update-student-create-mode: 1 the teacher, 2 pupils by class code. */
export async function updateStudentCreateMode(
  input: TInputOf<typeof classEndpoints.updateStudentCreateMode>,
): Promise<void> {
  await api.call(classEndpoints.updateStudentCreateMode, input);
}

export function useUpdateStudentCreateMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'student-create-mode'],
    mutationFn: updateStudentCreateMode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
