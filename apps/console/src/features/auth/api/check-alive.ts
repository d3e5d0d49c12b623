import { authEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

/** Is the session alive: a revoked or expired token answers 401, which signs out. */
export function checkAlive() {
  return apiClient.call(authEndpoints.checkAlive, undefined);
}

export function checkAliveQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'check-alive', token],
    queryFn: checkAlive,
    staleTime: 5 * 60_000,
  });
}

/** Probe the persisted token once per sign-in (and every five minutes of use). */
export function useCheckAlive(token: string) {
  return useQuery(checkAliveQueryOptions(token));
}
