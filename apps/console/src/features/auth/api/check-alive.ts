import { authEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../shared/api';
import { useSessionStore } from '../../../shared/stores/session-store';

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

/**
 * Probe the persisted token once per sign-in (and every five minutes of use). The answer
 * carries the staff member's permissions now: menus and buttons follow role changes.
 */
export function useCheckAlive(token: string) {
  const query = useQuery(checkAliveQueryOptions(token));
  const permissions = query.data?.user.staff?.permissions;
  useEffect(() => {
    if (!permissions) return;
    const { staff } = useSessionStore.getState();
    if (staff && staff.permissions?.join() !== permissions.join()) {
      useSessionStore.setState({ staff: { ...staff, permissions } });
    }
  }, [permissions]);
  return query;
}
