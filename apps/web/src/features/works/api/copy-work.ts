import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workEndpoints, type TOutputOf } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

/** POST works/custom/copy: a new draft copied from one of mine or a public work. */
export function copyWork(id: number): Promise<TOutputOf<typeof workEndpoints.copy>> {
  return api.call(workEndpoints.copy, { id });
}

export function useCopyWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyWork,
    onSuccess: () => client.invalidateQueries({ queryKey: [WORKS_KEY] }),
  });
}
