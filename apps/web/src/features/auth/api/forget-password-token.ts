import { userEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TForgetPasswordTokenInput {
  mobile: string;
  captcha: string;
}

/** The reset token for a forgot-password code. */
export async function getForgetPasswordToken({
  mobile,
  captcha,
}: TForgetPasswordTokenInput): Promise<string> {
  const data = await api.call(userEndpoints.resetToken, {
    mobile: mobile.trim(),
    captcha: captcha.trim(),
  });
  return data.token;
}

/** A GET, but one that uses up the code: run it as a mutation, never cached or retried. */
export function useForgetPasswordToken() {
  return useMutation({
    mutationKey: ['auth', 'get-forget-password-token'],
    mutationFn: getForgetPasswordToken,
  });
}
