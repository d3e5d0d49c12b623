import { workEndpoints, type TOutputOf, type TWorksKind } from '@haoduo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

export interface TMyWorksQuery {
  type?: number;
  /** What the works hold (book, picture, music, video, model3d, app, agent). */
  kind?: TWorksKind;
  status?: number;
  currentPage: number;
  pageSize: number;
}

/** GET works/custom/list: the signed-in pupil's (or teacher's) own works, newest first. */
export function getMyWorks(query: TMyWorksQuery): Promise<TOutputOf<typeof workEndpoints.myList>> {
  return api.call(workEndpoints.myList, { ...query });
}

export function myWorksQuery(viewer: string, query: TMyWorksQuery) {
  return queryOptions({
    queryKey: [WORKS_KEY, 'mine', viewer, query],
    queryFn: () => getMyWorks(query),
    placeholderData: keepPreviousData,
  });
}

export function useMyWorks(viewer: string, query: TMyWorksQuery) {
  return useQuery(myWorksQuery(viewer, query));
}
