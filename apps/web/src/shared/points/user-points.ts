import { aiPointEndpoints, ApiError } from '@haoduo/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client';

/**
 * The signed-in user's AI points: one call, one query, read by the header (user-shell) and
 * the AI workshop's bar. Everything that charges or credits points (a generation, a resubmit,
 * a chat, redeeming a points code) calls `refreshUserPoints` so every place shows the new
 * balance at once.
 */

export const USER_POINTS_KEY = 'user-points';

/**
 * GET works/custom/ai-point/account-detail: the user's AI points in the active school. Null
 * when the server has none to give: the header then shows nothing, never a made-up number.
 */
export async function getUserPoints(): Promise<number | null> {
  try {
    const answer = await api.call(aiPointEndpoints.header, undefined, { silent: true });
    return typeof answer.points === 'number' ? answer.points : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export function userPointsQuery(viewer: string) {
  return queryOptions({
    queryKey: [USER_POINTS_KEY, viewer],
    queryFn: getUserPoints,
    retry: false,
    // Points change as AI tools are used elsewhere: fetch afresh whenever a reader mounts.
    staleTime: 0,
  });
}

export function useUserPoints(viewer: string, enabled: boolean) {
  return useQuery({ ...userPointsQuery(viewer), enabled });
}

/**
 * After a charge or a credit: show the balance the server answered (when it did) at once,
 * then read it again (a refund or another tab may have changed it since).
 */
export function refreshUserPoints(client: QueryClient, viewer: string, points?: number | null) {
  if (typeof points === 'number') client.setQueryData(userPointsQuery(viewer).queryKey, points);
  return client.invalidateQueries({ queryKey: [USER_POINTS_KEY] });
}
