import { captchaEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** A forgot-password code by SMS. */
export async function sendModifyPwdCaptcha(mobile: string): Promise<void> {
  await api.call(captchaEndpoints.resetCode, { mobile });
}
