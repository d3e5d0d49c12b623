import { authEndpoints, type TSession } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useAppStore } from '../../../shared/stores/app-store';

/**
 * Revokes the bearer token on the server (the stored session's, or the given one: a
 * sign-in that is dropped before it is kept).
 */
export async function logoutRequest(session?: TSession): Promise<void> {
  await api.call(authEndpoints.logout, undefined, { silent: true, session });
}

/** Revoke the token (best effort), then log out locally whatever the server said. */
export function useLogout() {
  const logout = useAppStore((state) => state.logout);
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => logoutRequest(),
    onSettled: () => logout(),
  });
}
