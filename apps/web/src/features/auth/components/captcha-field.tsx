import { isValidMobile } from '@haoduo/contract';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthRules } from '../hooks/use-auth-rules';
import { useCaptchaRequest, type TSendCode } from '../hooks/use-captcha-request';
import styles from './auth-form.module.css';

interface TCaptchaFieldProps {
  form: FormInstance;
  /** Sends the code by SMS. */
  send: TSendCode;
  /** Sends the code as a voice call (the forgot-password modal offers it). */
  voice?: TSendCode;
}

/**
 * The code field with its get-code button: enabled only for a valid mobile with no
 * countdown running; then 30 s of "{n}秒后重新获取".
 */
export function CaptchaField({ form, send, voice }: TCaptchaFieldProps) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const mobile = String(Form.useWatch('mobile', form) ?? '').trim();
  const { request, sending, remaining, running } = useCaptchaRequest(form);

  return (
    <>
      <Form.Item label={t('auth.captcha')} required>
        <div className={styles.captchaRow}>
          <Form.Item name="captcha" rules={rules.captcha} noStyle>
            <Input
              size="large"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('auth.captchaPlaceholder')}
              aria-label={t('auth.captcha')}
            />
          </Form.Item>
          <Button
            size="large"
            className={styles.captchaButton}
            disabled={!isValidMobile(mobile) || running || sending}
            onClick={() => void request(send, t('auth.captchaSent'))}
          >
            {running ? t('auth.resendIn', { seconds: remaining }) : t('auth.getCaptcha')}
          </Button>
        </div>
      </Form.Item>
      {voice ? (
        <div className={styles.voice}>
          {t('auth.voiceHint')}
          <Button
            type="link"
            disabled={running || sending}
            onClick={() => void request(voice, t('auth.voiceSent'))}
          >
            {t('auth.voiceCaptcha')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
