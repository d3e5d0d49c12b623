import { competitionAppEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPETITION_KEY } from './keys';

/**
 * GET app/ai-competition/competition-detail: a released competition. Silent: a competition
 * not found (or offline) is the page's own state, not a toast.
 */
export function competitionQuery(id: number) {
  return queryOptions({
    queryKey: [COMPETITION_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      api.call(competitionAppEndpoints.competitionDetail, { id }, { signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useCompetition(id: number | undefined) {
  return useQuery({ ...competitionQuery(id ?? 0), enabled: id !== undefined });
}

/** GET app/ai-competition/winners: the published winners, names masked. */
export function useWinners(id: number, enabled: boolean) {
  return useQuery({
    ...api.query(competitionAppEndpoints.winners, { id }, [COMPETITION_KEY, 'winners']),
    enabled,
    staleTime: 60_000,
  });
}
