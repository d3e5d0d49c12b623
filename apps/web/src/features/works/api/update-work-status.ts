import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY, WORKS_PATH } from './keys';

/** The statuses an author sets: withdraw to draft (0), submit (1), take offline (3). */
export const WorkStatus = { DRAFT: 0, PENDING: 1, PUBLISHED: 2, OFFLINE: 3 } as const;

export interface TUpdateStatus {
  id: number;
  status: 0 | 1 | 2 | 3;
}

/** POST works/custom/update-status. */
export function updateWorkStatus(body: TUpdateStatus): Promise<null> {
  return api.post<null>(`${WORKS_PATH}/custom/update-status`, body);
}

export function useUpdateWorkStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWorkStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: [WORKS_KEY] }),
  });
}
