import { encodePassword, userEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TResetPasswordInput {
  password: string;
  repeatPassword: string;
  /** From get-forget-password-token. */
  token: string;
}

/** The new password (encoded) with the reset token. */
export async function resetPassword({
  password,
  repeatPassword,
  token,
}: TResetPasswordInput): Promise<void> {
  await api.call(userEndpoints.resetPassword, {
    password: encodePassword(password),
    repeatPassword: encodePassword(repeatPassword),
    token,
  });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
