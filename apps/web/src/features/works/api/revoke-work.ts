import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_PATH } from './keys';

export interface TRevoke {
  id: number;
  auditRemark?: string;
}

/**
 * POST works/custom/audit-revoke: a teacher takes back the publication of their pupil's work
 * (it leaves the gallery and waits for review again).
 */
export function revokeWork(body: TRevoke): Promise<null> {
  return api.post<null>(`${WORKS_PATH}/custom/audit-revoke`, body);
}

export function useRevokeWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeWork,
    // The teacher's lists (classes feature) start with their own key: refresh everything.
    onSuccess: () => client.invalidateQueries(),
  });
}
