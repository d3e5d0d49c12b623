import { systemEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

/** GET /api/health (unsigned). Silent: the dashboard shows its own failure state. */
export function getHealth() {
  return apiClient.call(systemEndpoints.health, undefined, { silent: true });
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
