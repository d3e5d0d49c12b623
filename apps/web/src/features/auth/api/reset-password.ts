import { encodePassword } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TResetPasswordInput {
  password: string;
  repeatPassword: string;
  /** From get-forget-password-token. */
  token: string;
}

/** POST /api/v1/user-service/user/reset-password: the new password (encoded) with the token. */
export async function resetPassword({
  password,
  repeatPassword,
  token,
}: TResetPasswordInput): Promise<void> {
  await api.post<null>('/api/v1/user-service/user/reset-password', {
    password: encodePassword(password),
    repeatPassword: encodePassword(repeatPassword),
    token,
  });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
