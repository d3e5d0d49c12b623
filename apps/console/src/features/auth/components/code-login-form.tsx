import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  ApiError,
  CAPTCHA_COUNTDOWN_SECONDS,
  isValidMobile,
  Messages,
  ZCaptcha,
  ZMobile,
} from '@haoduo/contract';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api';
import { zodRule } from '../../../shared/resource/zod-form';
import { sendStaffCode, useCodeLogin, type TCodeLoginInput } from '../api/code-login';

/** The resend countdown: seconds left, and a start. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(CAPTCHA_COUNTDOWN_SECONDS) };
}

/**
 * 验证码登录: mobile and SMS code. 获取验证码 is enabled for a valid mobile with no
 * countdown running; 登录 once both are filled. The failure shows above the fields.
 */
export function CodeLoginForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TCodeLoginInput>();
  const mobile = String(Form.useWatch('mobile', form) ?? '').trim();
  const captcha = String(Form.useWatch('captcha', form) ?? '').trim();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const login = useCodeLogin();

  const send = async () => {
    if (!mobile) {
      void message.warning(Messages.MOBILE_FIRST);
      return;
    }
    setSending(true);
    try {
      await sendStaffCode(mobile);
      countdown.start();
      void message.success(t('login.codeSent'));
    } catch {
      // The client toasted why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      form={form}
      name="staff-code-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => login.mutate(values)}
      onValuesChange={() => {
        if (login.isError) login.reset();
      }}
    >
      {login.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={login.error instanceof ApiError ? apiErrorText(login.error) : t('login.failed')}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      <Form.Item name="mobile" label={t('login.mobile')} rules={[zodRule(ZMobile)]}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={Messages.MOBILE_REQUIRED}
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item label={t('login.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="captcha" noStyle rules={[zodRule(ZCaptcha)]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={Messages.CAPTCHA_REQUIRED}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={t('login.code')}
            />
          </Form.Item>
          <Button
            style={{ width: 136 }}
            disabled={!isValidMobile(mobile) || countdown.left > 0}
            loading={sending}
            onClick={() => void send()}
          >
            {countdown.left > 0
              ? t('login.resendIn', { count: countdown.left })
              : t('login.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={!isValidMobile(mobile) || captcha === ''}
          loading={login.isPending}
        >
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
