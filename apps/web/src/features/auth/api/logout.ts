import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useAppStore } from '../../../shared/stores/app-store';

/** POST /api/v1/auth/logout: revokes the bearer token on the server. */
export async function logoutRequest(): Promise<void> {
  await api.post<null>('/api/v1/auth/logout', undefined, { silent: true });
}

/** Revoke the token (best effort), then log out locally whatever the server said. */
export function useLogout() {
  const logout = useAppStore((state) => state.logout);
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logoutRequest,
    onSettled: () => logout(),
  });
}
