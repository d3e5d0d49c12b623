import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendAudioCaptcha } from '../api/audio-captcha';
import { useForgetPasswordToken } from '../api/forget-password-token';
import { sendModifyPwdCaptcha } from '../api/modify-pwd-captcha';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';

interface TValues {
  mobile: string;
  captcha: string;
}

/** Step 0 of 重置密码: the account's mobile and its code (by SMS or voice) → a reset token. */
export function ResetAccountStep({
  onVerified,
}: {
  onVerified: (mobile: string, token: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const verify = useForgetPasswordToken();

  const onFinish = (values: TValues) =>
    verify.mutate(values, { onSuccess: (token) => onVerified(values.mobile.trim(), token) });

  return (
    <Form
      name="reset-account"
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      onFinish={onFinish}
    >
      <p className={styles.hint}>{t('auth.reset.accountHint')}</p>
      <MobileField />
      <CaptchaField form={form} send={sendModifyPwdCaptcha} voice={sendAudioCaptcha} />
      <Button
        type="primary"
        htmlType="submit"
        block
        className={styles.submit}
        loading={verify.isPending}
      >
        {t('auth.reset.next')}
      </Button>
    </Form>
  );
}
