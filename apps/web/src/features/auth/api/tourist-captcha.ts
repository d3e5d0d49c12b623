import { captchaEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * A trial sign-in code by SMS; 403 暂未查询到你的体验账号 at once for a mobile without a
 * trial account. The trial tab makes the call silent to show its own popup for that answer.
 */
export async function sendTouristCaptcha(
  mobile: string,
  options: { silent?: boolean } = {},
): Promise<void> {
  await api.call(captchaEndpoints.trialCode, { mobile }, { silent: options.silent });
}
