import { classEndpoints } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** course-class/custom/reset-class-code: a new code; the old one stops working. */
export function resetClassCode(id: number) {
  return api.call(classEndpoints.resetCode, { id });
}

export function useResetClassCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'reset-code'],
    mutationFn: resetClassCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
