import { api } from '../../../shared/api/api-client';

/** GET /works/custom/tourist-captcha: a trial sign-in code by SMS. */
export async function sendTouristCaptcha(mobile: string): Promise<void> {
  await api.get<null>('/api/v1/works-service/works/custom/tourist-captcha', { mobile });
}
