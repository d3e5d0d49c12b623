import { ApiError, isValidMobile } from '@haoduo/contract';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../../../shared/api/api-client';
import { sendCaptcha } from '../api/send-captcha';
import { useTeacherCodeLogin } from '../api/teacher-code-login';
import { sendTouristCaptcha } from '../api/tourist-captcha';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import { rememberedMobile } from '../model/remembered-mobile';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';

interface TTeacherCodeFormProps {
  onSignedIn: TStartSignIn;
  busy?: boolean;
  /**
   * The trial tab: trial codes, `tourist: true`, and a popup for a mobile without trial
   * (its code request or its sign-in answered 403).
   */
  tourist?: boolean;
  onNoTrialPermission?: () => void;
}

interface TValues {
  mobile: string;
  captcha: string;
}

const FORBIDDEN = 403;

/**
 * 验证码登录 (also the trial tab's sign-in): mobile and code; 登录 is enabled only with a
 * valid mobile and a non-empty code.
 */
export function TeacherCodeForm({
  onSignedIn,
  busy = false,
  tourist = false,
  onNoTrialPermission,
}: TTeacherCodeFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const initialMobile = tourist ? '' : rememberedMobile();
  const mobile = String(Form.useWatch('mobile', form) ?? initialMobile).trim();
  const captcha = String(Form.useWatch('captcha', form) ?? '').trim();
  const login = useTeacherCodeLogin({ silent: tourist });
  const ready = isValidMobile(mobile) && captcha !== '';

  // The trial tab's calls are silent: a mobile without a trial account gets the popup,
  // any other failure the usual toast.
  const onTrialError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === FORBIDDEN) onNoTrialPermission?.();
    else onApiError(error);
  };

  // A refused trial code shows the popup at once; the countdown does not start.
  const sendTrialCode = async (mobileNumber: string) => {
    try {
      await sendTouristCaptcha(mobileNumber, { silent: true });
    } catch (error) {
      onTrialError(error);
      throw error;
    }
  };

  const onFinish = (values: TValues) =>
    login.mutate(
      { mobile: values.mobile, captcha: values.captcha, tourist },
      {
        onSuccess: (result) => onSignedIn(result, { mobile: values.mobile.trim() }),
        onError: (error) => {
          if (tourist) onTrialError(error);
        },
      },
    );

  return (
    <Form
      name={tourist ? 'trial-code-login' : 'teacher-code-login'}
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      initialValues={{ mobile: initialMobile }}
      onFinish={onFinish}
    >
      <MobileField />
      <CaptchaField form={form} send={tourist ? sendTrialCode : sendCaptcha} />
      <Button
        type="primary"
        htmlType="submit"
        block
        className={styles.submit}
        disabled={!ready}
        loading={login.isPending || busy}
        // A stable name: antd's spinner would add its own "loading" to it while it fades.
        aria-label={t('auth.login')}
        aria-busy={login.isPending || busy}
      >
        {t('auth.login')}
      </Button>
    </Form>
  );
}
