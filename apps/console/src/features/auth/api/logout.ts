import { authEndpoints } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { useSessionStore } from '../../../shared/stores/session-store';

/** Revokes the token on the server. */
export function logout(): Promise<null> {
  return apiClient.call(authEndpoints.logout, undefined, { silent: true });
}

/**
 * Log out: the session is dropped whatever the server answers (a revoked or expired token
 * must not keep anyone signed in), and cached server data goes with it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const signOut = useSessionStore((state) => state.signOut);
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
}
