import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** POST course-class/mng/update-effective-end-date: the last day (YYYY-MM-DD) or no end. */
export async function updateEffectiveEndDate(input: {
  id: number;
  effectiveEndDate: string | null;
}): Promise<void> {
  await api.post<null>('/api/v1/works-service/course-class/mng/update-effective-end-date', input);
}

export function useUpdateEffectiveEndDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [CLASSES_KEY, 'effective-end-date'],
    mutationFn: updateEffectiveEndDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}
