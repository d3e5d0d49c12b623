import { CAPTCHA_COUNTDOWN_SECONDS, isValidMobile } from '@haoduo/contract';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../shared/ui/feedback';
import { useCountdown } from './use-countdown';

export type TSendCode = (mobile: string) => Promise<void>;

/**
 * Asking for a code for the form's `mobile` field: 请先填写手机号 without a mobile, the
 * mobile rule's message for a wrong one, else the call, then the 30 s countdown (the server
 * refuses a second code for a mobile within those 30 s).
 */
export function useCaptchaRequest(form: FormInstance) {
  const { t } = useTranslation();
  const countdown = useCountdown(CAPTCHA_COUNTDOWN_SECONDS);
  const [sending, setSending] = useState(false);

  const request = async (send: TSendCode, sentText: string) => {
    if (countdown.running || sending) return;
    const mobile = String(form.getFieldValue('mobile') ?? '').trim();
    if (!mobile) {
      void feedback().message.warning(t('auth.validation.mobileFirst'));
      return;
    }
    if (!isValidMobile(mobile)) {
      await form.validateFields(['mobile']).catch(() => undefined);
      return;
    }
    setSending(true);
    try {
      await send(mobile);
      countdown.start();
      void feedback().message.success(sentText);
    } catch {
      // The API client has shown why (e.g. too many codes); the button stays available.
    } finally {
      setSending(false);
    }
  };

  return { request, sending, remaining: countdown.remaining, running: countdown.running };
}
