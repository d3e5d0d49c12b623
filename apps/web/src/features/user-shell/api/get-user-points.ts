import { ApiError } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** The answer of account-detail (the contract's ZAiPointHeader). */
interface TPointsAnswer {
  accountId: number | null;
  points: number;
}

/**
 * GET works/custom/ai-point/account-detail: the user's AI points in the active school. Null
 * when the server has none to give (or no such call): the header then shows nothing, never
 * a made-up number.
 */
export async function getUserPoints(): Promise<number | null> {
  try {
    const answer = await api.get<TPointsAnswer>(
      '/api/v1/works-service/works/custom/ai-point/account-detail',
      {},
      { silent: true },
    );
    return typeof answer.points === 'number' ? answer.points : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export function userPointsQuery(viewer: string) {
  return queryOptions({
    queryKey: ['user-shell', 'points', viewer],
    queryFn: getUserPoints,
    retry: false,
    // Points change as AI tools are used elsewhere: fetch afresh whenever the header mounts.
    staleTime: 0,
  });
}

export function useUserPoints(viewer: string, enabled: boolean) {
  return useQuery({ ...userPointsQuery(viewer), enabled });
}
