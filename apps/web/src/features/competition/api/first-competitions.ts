import { competitionAppEndpoints } from '@haoduo/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPETITION_KEY } from './keys';

/**
 * The first competitions, for the home page, as a one-page infinite query: the home page
 * already loads useInfiniteQuery for its works, and useQuery would add 3 KB to its first load
 * (kept apart from get-competitions.ts, which brings useQuery).
 */
export function firstCompetitionsQuery(count: number) {
  return infiniteQueryOptions({
    queryKey: [COMPETITION_KEY, 'first', count],
    queryFn: ({ signal }) =>
      api.call(competitionAppEndpoints.page, { currentPage: 1, pageSize: count }, { signal }),
    initialPageParam: 1,
    getNextPageParam: () => undefined,
    staleTime: 60_000,
  });
}
