import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY, WORKS_PATH } from './keys';

/** POST works/custom/copy: a new draft copied from one of mine or a public work. */
export function copyWork(id: number): Promise<{ id: number }> {
  return api.post<{ id: number }>(`${WORKS_PATH}/custom/copy`, { id });
}

export function useCopyWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyWork,
    onSuccess: () => client.invalidateQueries({ queryKey: [WORKS_KEY] }),
  });
}
