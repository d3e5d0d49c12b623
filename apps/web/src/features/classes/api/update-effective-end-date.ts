import { classEndpoints, type TInputOf } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** course-class/mng/update-effective-end-date: the last day (YYYY-MM-DD) or no end. */
export async function updateEffectiveEndDate(
  input: TInputOf<typeof classEndpoints.updateEffectiveEndDate>,
): Promise<void> {
  await api.call(classEndpoints.updateEffectiveEndDate, input);
}

export function useUpdateEffectiveEndDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'effective-end-date'],
    mutationFn: updateEffectiveEndDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
