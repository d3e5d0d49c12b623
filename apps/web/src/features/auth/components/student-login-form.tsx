import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudentLogin } from '../api/student-login';
import { useAuthRules } from '../hooks/use-auth-rules';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import styles from './auth-form.module.css';

interface TStudentLoginFormProps {
  onSignedIn: TStartSignIn;
  onCreateAccount: () => void;
  /** The sign-in flow is still running (password check, classes). */
  busy?: boolean;
  /** A login name to start with (the login cards' QR code: /login?type=1&username=...). */
  initialUsername?: string;
}

interface TValues {
  username: string;
  password: string;
}

/** 我是学生: login name and password; 登录 is enabled only when both are filled. */
export function StudentLoginForm({
  onSignedIn,
  onCreateAccount,
  busy = false,
  initialUsername = '',
}: TStudentLoginFormProps) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const [form] = Form.useForm<TValues>();
  const username = Form.useWatch('username', form) ?? initialUsername;
  const password = Form.useWatch('password', form) ?? '';
  const login = useStudentLogin();
  const filled = username.trim() !== '' && password !== '';

  const onFinish = (values: TValues) =>
    login.mutate(values, { onSuccess: (result) => onSignedIn(result) });

  return (
    <Form
      name="student-login"
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      initialValues={{ username: initialUsername }}
      onFinish={onFinish}
    >
      <Form.Item name="username" label={t('auth.loginName')} rules={rules.loginName}>
        <Input
          size="large"
          autoComplete="username"
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('auth.loginNamePlaceholder')}
        />
      </Form.Item>
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
        disabled={!filled}
        loading={login.isPending || busy}
        // A stable name: antd's spinner would add its own "loading" to it while it fades.
        aria-label={t('auth.login')}
        aria-busy={login.isPending || busy}
      >
        {t('auth.login')}
      </Button>
      <div className={styles.links}>
        <Button type="link" className={styles.link} onClick={onCreateAccount}>
          {t('auth.createAccountLink')}
        </Button>
        <span className={styles.aside}>{t('auth.studentForgot')}</span>
      </div>
    </Form>
  );
}
