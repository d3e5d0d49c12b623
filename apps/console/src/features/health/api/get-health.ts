import type { THealth } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

export const HEALTH_PATH = '/api/health';

/** GET /api/health (unsigned). Silent: the dashboard shows its own failure state. */
export function getHealth(): Promise<THealth> {
  return apiClient.get<THealth>(HEALTH_PATH, undefined, { silent: true });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: getHealth,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
