import { authEndpoints, encodePassword, type TSignInResult } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { useSessionStore } from '../../../shared/stores/session-store';

export interface TLoginInput {
  username: string;
  /** Plain text; encoded here, never stored. */
  password: string;
}

/** Back-office sign-in by user name. Silent: the sign-in form shows the failure itself. */
export function login({ username, password }: TLoginInput): Promise<TSignInResult> {
  return apiClient.call(
    authEndpoints.staffLogin,
    { username: username.trim(), password: encodePassword(password) },
    { silent: true },
  );
}

export function useLogin() {
  const signIn = useSessionStore((state) => state.signIn);
  return useMutation({
    mutationFn: login,
    // A back-office sign-in always names its staff member.
    onSuccess: ({ token, refreshToken, staff }) => {
      if (staff) signIn({ token, refreshToken, staff });
    },
  });
}
