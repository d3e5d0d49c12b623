import { captchaEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** The spec fixes modifyUserId at 0: a voice code for one's own password reset. */
const OWN_ACCOUNT = 0;

/** The forgot-password code as a voice call. */
export async function sendAudioCaptcha(mobile: string): Promise<void> {
  await api.call(captchaEndpoints.resetVoiceCode, { mobile, modifyUserId: OWN_ACCOUNT });
}
