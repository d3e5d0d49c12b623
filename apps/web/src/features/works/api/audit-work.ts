import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workEndpoints, type TInputOf } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

export type TAudit = TInputOf<typeof workEndpoints.audit>;

/** POST works/custom/audit: a teacher approves (1) or rejects (2, remark required) a pupil's work. */
export function auditWork(body: TAudit): Promise<null> {
  return api.call(workEndpoints.audit, body);
}

export function useAuditWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: auditWork,
    // The teacher's lists (classes feature) start with their own key: refresh everything.
    onSuccess: () => client.invalidateQueries(),
  });
}
