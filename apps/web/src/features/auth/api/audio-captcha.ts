import { api } from '../../../shared/api/api-client';

/** The spec fixes modifyUserId at 0: a voice code for one's own password reset. */
const OWN_ACCOUNT = 0;

/** GET /api/v1/auth/get-audio-captcha: the forgot-password code as a voice call. */
export async function sendAudioCaptcha(mobile: string): Promise<void> {
  await api.get<null>('/api/v1/auth/get-audio-captcha', { mobile, modifyUserId: OWN_ACCOUNT });
}
