import { api } from '../../../shared/api/api-client';

/** GET /works/custom/send-captcha: a teacher sign-in code by SMS. */
export async function sendCaptcha(mobile: string): Promise<void> {
  await api.get<null>('/api/v1/works-service/works/custom/send-captcha', { mobile });
}
