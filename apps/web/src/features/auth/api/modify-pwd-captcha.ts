import { api } from '../../../shared/api/api-client';

/** GET /api/v1/auth/get-modify-pwd-captcha: a forgot-password code by SMS. */
export async function sendModifyPwdCaptcha(mobile: string): Promise<void> {
  await api.get<null>('/api/v1/auth/get-modify-pwd-captcha', { mobile });
}
