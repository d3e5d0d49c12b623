import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

/** POST works/custom/delete: delete one of my works. */
export function deleteWork(id: number): Promise<null> {
  return api.call(workEndpoints.delete, { id });
}

export function useDeleteWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWork,
    onSuccess: () => client.invalidateQueries({ queryKey: [WORKS_KEY] }),
  });
}
