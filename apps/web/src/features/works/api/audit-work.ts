import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_PATH } from './keys';

export interface TAudit {
  id: number;
  auditStatus: 1 | 2;
  auditRemark?: string;
}

/** POST works/custom/audit: a teacher approves (1) or rejects (2, remark required) a pupil's work. */
export function auditWork(body: TAudit): Promise<null> {
  return api.post<null>(`${WORKS_PATH}/custom/audit`, body);
}

export function useAuditWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: auditWork,
    // The teacher's lists (classes feature) start with their own key: refresh everything.
    onSuccess: () => client.invalidateQueries(),
  });
}
