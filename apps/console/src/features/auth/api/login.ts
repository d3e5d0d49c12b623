import { encodePassword } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { useSessionStore, type TStaff } from '../../../shared/stores/session-store';

export const LOGIN_PATH = '/api/v1/auth/login';

export interface TLoginInput {
  username: string;
  /** Plain text; encoded here, never stored. */
  password: string;
}

/** POST /api/v1/auth/login for back-office staff. */
export interface TStaffLoginResult {
  token: string;
  refreshToken: string;
  accountType: null;
  staff: TStaff;
}

/** Silent: the sign-in form shows the failure itself. */
export function login({ username, password }: TLoginInput): Promise<TStaffLoginResult> {
  return apiClient.post<TStaffLoginResult>(
    LOGIN_PATH,
    { username: username.trim(), password: encodePassword(password) },
    { silent: true },
  );
}

export function useLogin() {
  const signIn = useSessionStore((state) => state.signIn);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, refreshToken, staff }) => signIn({ token, refreshToken, staff }),
  });
}
