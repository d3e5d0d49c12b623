import { tagEndpoints, type TTag } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

/** GET tag/app/list: the gallery's tags, in order. */
export function getTags(): Promise<TTag[]> {
  return api.call(tagEndpoints.appList, {}, { silent: true });
}

export const tagsQuery = queryOptions({
  queryKey: [WORKS_KEY, 'tags'],
  queryFn: getTags,
  staleTime: 5 * 60_000,
});

export function useTags() {
  return useQuery(tagsQuery);
}
