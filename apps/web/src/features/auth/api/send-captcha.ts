import { captchaEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** A teacher sign-in code by SMS. */
export async function sendCaptcha(mobile: string): Promise<void> {
  await api.call(captchaEndpoints.teacherCode, { mobile });
}
