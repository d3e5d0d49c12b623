import { api } from '../../../shared/api/api-client';

/**
 * GET /works/custom/tourist-captcha: a trial sign-in code by SMS; 403 暂未查询到你的体验账号
 * at once for a mobile without a trial account. The trial tab makes the call silent to show
 * its own popup for that answer.
 */
export async function sendTouristCaptcha(
  mobile: string,
  options: { silent?: boolean } = {},
): Promise<void> {
  await api.get<null>(
    '/api/v1/works-service/works/custom/tourist-captcha',
    { mobile },
    { silent: options.silent },
  );
}
