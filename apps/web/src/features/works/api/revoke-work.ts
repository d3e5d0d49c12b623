import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workEndpoints, type TInputOf } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

export type TRevoke = TInputOf<typeof workEndpoints.auditRevoke>;

/**
 * POST works/custom/audit-revoke: a teacher takes back the publication of their pupil's work
 * (it leaves the gallery and waits for review again).
 */
export function revokeWork(body: TRevoke): Promise<null> {
  return api.call(workEndpoints.auditRevoke, body);
}

export function useRevokeWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeWork,
    // The teacher's lists (classes feature) start with their own key: refresh everything.
    onSuccess: () => client.invalidateQueries(),
  });
}
