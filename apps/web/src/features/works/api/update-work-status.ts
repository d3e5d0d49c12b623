import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workEndpoints, type TInputOf } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

export type TUpdateStatus = TInputOf<typeof workEndpoints.updateStatus>;

/** POST works/custom/update-status. */
export function updateWorkStatus(body: TUpdateStatus): Promise<null> {
  return api.call(workEndpoints.updateStatus, body);
}

export function useUpdateWorkStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWorkStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: [WORKS_KEY] }),
  });
}
