import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { TextField } from '../../../shared/ui/text-field';
import { useStudentLogin } from '../api/student-login';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import styles from './auth-form.module.css';

interface TStudentLoginFormProps {
  onSignedIn: TStartSignIn;
  /**
   * Where 创建账号 leads: a link, so a tap before the page's scripts have run still opens
   * account creation (the browser follows it).
   */
  createAccountTo: To;
  /** The sign-in flow is still running (password check, classes). */
  busy?: boolean;
  /** A login name to start with (the login cards' QR code: /login?type=1&username=...). */
  initialUsername?: string;
}

type TField = 'username' | 'password';

/**
 * 我是学生: login name and password; 登录 is enabled only when both are filled, and a field
 * emptied after typing says what it needs. The default tab of /login, the first page many
 * pupils open: plain fields (TextField), not antd's Form, keep its first load small.
 */
export function StudentLoginForm({
  onSignedIn,
  createAccountTo,
  busy = false,
  initialUsername = '',
}: TStudentLoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<TField, string>>({
    username: initialUsername,
    password: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<TField>>(new Set());
  const login = useStudentLogin();
  const missing = {
    username: values.username.trim() === '',
    password: values.password === '',
  };
  const filled = !missing.username && !missing.password;
  const errorOf = (field: TField, message: string) =>
    touched.has(field) && missing[field] ? message : undefined;
  const change = (field: TField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter cannot submit while 登录 is disabled; this guards a submit from elsewhere.
    if (!filled) return;
    login.mutate(values, { onSuccess: (result) => onSignedIn(result) });
  };

  return (
    <form name="student-login" className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label={t('auth.loginName')}
        value={values.username}
        onChange={change('username')}
        error={errorOf('username', t('auth.validation.loginNameRequired'))}
        autoComplete="username"
        prefix={<UserOutlined />}
        placeholder={t('auth.loginNamePlaceholder')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        value={values.password}
        onChange={change('password')}
        error={errorOf('password', t('auth.validation.passwordRequired'))}
        autoComplete="current-password"
        prefix={<LockOutlined />}
        placeholder={t('auth.passwordPlaceholder')}
      />
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
        <Link to={createAccountTo} className={styles.anchor}>
          {t('auth.createAccountLink')}
        </Link>
        <span className={styles.aside}>{t('auth.studentForgot')}</span>
      </div>
    </form>
  );
}
