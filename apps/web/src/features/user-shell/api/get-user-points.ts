import { ApiError } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

const POINT_FIELDS = ['points', 'availablePoints', 'balance', 'totalPoints', 'point'] as const;

/** The points figure of the account-detail answer (a number, or an object carrying one). */
export function pointsOf(data: unknown): number | null {
  if (typeof data === 'number' && Number.isFinite(data)) return data;
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  for (const field of POINT_FIELDS) {
    const value = record[field];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/**
 * GET works/custom/ai-point/account-detail: the user's AI points. Null when the server has
 * no such account (or no such call yet): the header then shows nothing, never a made-up number.
 */
export async function getUserPoints(): Promise<number | null> {
  try {
    return pointsOf(
      await api.get<unknown>(
        '/api/v1/works-service/works/custom/ai-point/account-detail',
        {},
        {
          silent: true,
        },
      ),
    );
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
  });
}

export function useUserPoints(viewer: string, enabled: boolean) {
  return useQuery({ ...userPointsQuery(viewer), enabled });
}
