import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { useSessionStore } from '../../../shared/stores/session-store';

export const LOGOUT_PATH = '/api/v1/auth/logout';

/** POST /api/v1/auth/logout: revokes the token on the server. */
export function logout(): Promise<unknown> {
  return apiClient.post<unknown>(LOGOUT_PATH, undefined, { silent: true });
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
