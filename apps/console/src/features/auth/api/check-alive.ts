import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

export const CHECK_ALIVE_PATH = '/api/v1/auth/check-alive';

export interface TCheckAlive {
  alive: boolean;
}

/** GET /api/v1/auth/check-alive: a revoked or expired token answers 401, which signs out. */
export function checkAlive(): Promise<TCheckAlive> {
  return apiClient.get<TCheckAlive>(CHECK_ALIVE_PATH);
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
