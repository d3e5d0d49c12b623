import { workEndpoints, type TWorksDetail } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

/**
 * GET works/app/detail: a work for the reader, detail and player pages (public works for
 * anyone; signed in, also the caller's own and their pupils'). Failures are the page's to show.
 */
export function getWorkDetail(id: number): Promise<TWorksDetail> {
  return api.call(workEndpoints.appDetail, { id }, { silent: true });
}

export function workDetailQuery(viewer: string, id: number) {
  return queryOptions({
    queryKey: [WORKS_KEY, 'detail', viewer, id],
    queryFn: () => getWorkDetail(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useWorkDetail(viewer: string, id: number) {
  return useQuery(workDetailQuery(viewer, id));
}
