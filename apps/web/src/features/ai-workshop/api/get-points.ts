import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY, WORKS_SERVICE } from './keys';

interface TPointsAnswer {
  accountId: number | null;
  points: number;
}

/** GET works/custom/ai-point/account-detail: the caller's AI points. */
export async function getPoints(): Promise<number> {
  const answer = await api.get<TPointsAnswer>(
    `${WORKS_SERVICE}/works/custom/ai-point/account-detail`,
    {},
    { silent: true },
  );
  return answer.points;
}

export function pointsQuery(viewer: string) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'points', viewer],
    queryFn: getPoints,
    retry: false,
  });
}

export function usePoints(viewer: string, enabled = true) {
  return useQuery({ ...pointsQuery(viewer), enabled });
}
