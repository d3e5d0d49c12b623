import { LockOutlined } from '@ant-design/icons';
import { isValidMobile } from '@haoduo/contract';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherPasswordLogin } from '../api/teacher-password-login';
import { useAuthRules } from '../hooks/use-auth-rules';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import { rememberedMobile } from '../model/remembered-mobile';
import styles from './auth-form.module.css';
import { MobileField } from './mobile-field';

interface TTeacherPasswordFormProps {
  onSignedIn: TStartSignIn;
  busy?: boolean;
  /** A mobile to fill in (after a password reset). */
  mobile?: string;
}

interface TValues {
  mobile: string;
  password: string;
}

/** 密码登录: mobile and password; 登录 is enabled with a valid mobile and a password. */
export function TeacherPasswordForm({
  onSignedIn,
  busy = false,
  mobile,
}: TTeacherPasswordFormProps) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const [form] = Form.useForm<TValues>();
  const initialMobile = rememberedMobile();
  const watchedMobile = String(Form.useWatch('mobile', form) ?? initialMobile).trim();
  const password = Form.useWatch('password', form) ?? '';
  const login = useTeacherPasswordLogin();
  const ready = isValidMobile(watchedMobile) && password !== '';

  useEffect(() => {
    if (mobile) form.setFieldsValue({ mobile, password: '' });
  }, [form, mobile]);

  const onFinish = (values: TValues) =>
    login.mutate(values, {
      onSuccess: (result) => onSignedIn(result, { mobile: values.mobile.trim() }),
    });

  return (
    <Form
      name="teacher-password-login"
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      initialValues={{ mobile: initialMobile }}
      onFinish={onFinish}
    >
      <MobileField />
      <Form.Item name="password" label={t('auth.password')} rules={rules.password}>
        <Input.Password
          size="large"
          autoComplete="current-password"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('auth.passwordPlaceholder')}
        />
      </Form.Item>
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
