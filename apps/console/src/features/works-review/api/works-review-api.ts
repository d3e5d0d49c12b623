import {
  fanbookWorkEndpoints,
  tagEndpoints,
  workEndpoints,
  workHistoryEndpoints,
  type TInputOf,
} from '@haoduo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import type { TWorksListQuery } from '../model/works-filters';

/** Every query of the works review starts with this key, so a write refreshes them all. */
export const WORKS_REVIEW_KEY = 'works-review';

/** The lists of the review page: all works, works that may get an award, fanbook works. */
export const WORKS_LISTS = {
  all: workEndpoints.mngList,
  award: workEndpoints.mngAwardList,
  fanbook: fanbookWorkEndpoints.mngList,
} as const;
export type TWorksListKind = keyof typeof WORKS_LISTS;

export function useWorksList(kind: TWorksListKind, query: TWorksListQuery) {
  return useQuery({
    ...apiClient.query(WORKS_LISTS[kind], query, [WORKS_REVIEW_KEY, kind]),
    placeholderData: keepPreviousData,
    // A page seen before shows at once and is asked for again: works change under reviewers.
    staleTime: 0,
  });
}

/** One person's works (fanbook user-works). */
export function useUserWorks(userId: number | null, currentPage: number) {
  return useQuery({
    ...apiClient.query(
      fanbookWorkEndpoints.mngUserWorks,
      { userId: userId ?? 0, currentPage, pageSize: 12 },
      [WORKS_REVIEW_KEY, 'user'],
    ),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** A whole work; `v2` reads v1 picture-book pages in the v2 shape. */
export function useWorksDetail(id: number | null, v2 = false) {
  const endpoint = v2 ? workEndpoints.mngDetailV2 : workEndpoints.mngDetail;
  return useQuery({
    ...apiClient.query(endpoint, { id: id ?? 0 }, [WORKS_REVIEW_KEY, 'detail']),
    enabled: id !== null,
  });
}

export function useWorksHistory(worksId: number | null) {
  return useQuery({
    ...apiClient.query(workHistoryEndpoints.mngList, { worksId: worksId ?? 0 }, [
      WORKS_REVIEW_KEY,
      'history',
    ]),
    enabled: worksId !== null,
  });
}

/** Tags to filter and tag by (small list: all of them). */
export function useTagOptions() {
  return useQuery({
    ...apiClient.query(tagEndpoints.mngList, {}, ['tags']),
    staleTime: 60_000,
  });
}

/** A write of the review page; every works query is refreshed after it. */
function useWorksWrite<TInput>(write: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: [WORKS_REVIEW_KEY] }),
  });
}

export type TAuditInput = TInputOf<typeof workEndpoints.mngAudit>;

export const useAuditWorks = () =>
  useWorksWrite((input: TAuditInput) => apiClient.call(workEndpoints.mngAudit, input));
export const useRecommendWorks = () =>
  useWorksWrite((input: TInputOf<typeof workEndpoints.mngRecommend>) =>
    apiClient.call(workEndpoints.mngRecommend, input),
  );
export const useModifyWorksScore = () =>
  useWorksWrite((input: TInputOf<typeof workEndpoints.mngModifyScore>) =>
    apiClient.call(workEndpoints.mngModifyScore, input),
  );
export const useTagWorks = () =>
  useWorksWrite((input: TInputOf<typeof workEndpoints.mngTag>) =>
    apiClient.call(workEndpoints.mngTag, input),
  );
export const useUpdateWorksStatus = () =>
  useWorksWrite((input: TInputOf<typeof workEndpoints.mngUpdateStatus>) =>
    apiClient.call(workEndpoints.mngUpdateStatus, input),
  );
