import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import styles from './auth-form.module.css';
import { ResetPasswordModal } from './reset-password-modal';
import { TeacherCodeForm } from './teacher-code-form';
import { TeacherPasswordForm } from './teacher-password-form';
import panel from './teacher-login-panel.module.css';

type TMethod = 'code' | 'password';

interface TTeacherLoginPanelProps {
  onSignedIn: TStartSignIn;
  busy?: boolean;
}

/** 我是老师: 验证码登录 and 密码登录, with 忘记密码 opening the 重置密码 modal. */
export function TeacherLoginPanel({ onSignedIn, busy }: TTeacherLoginPanelProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<TMethod>('code');
  const [resetOpen, setResetOpen] = useState(false);
  const [resetMobile, setResetMobile] = useState<string>();

  const onResetClosed = (mobile?: string) => {
    setResetOpen(false);
    if (!mobile) return;
    // Back to sign-in with the new password: the password form, the mobile filled in.
    setResetMobile(mobile);
    setMethod('password');
  };

  return (
    <div>
      <Segmented<TMethod>
        block
        size="large"
        className={panel.methods}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'code', label: t('auth.codeLogin') },
          { value: 'password', label: t('auth.passwordLogin') },
        ]}
      />
      {method === 'code' ? (
        <TeacherCodeForm onSignedIn={onSignedIn} busy={busy} />
      ) : (
        <TeacherPasswordForm onSignedIn={onSignedIn} busy={busy} mobile={resetMobile} />
      )}
      <div className={styles.links}>
        <Button
          type="link"
          className={`${styles.link} ${styles.linkEnd}`}
          onClick={() => setResetOpen(true)}
        >
          {t('auth.forgotPassword')}
        </Button>
      </div>
      <ResetPasswordModal open={resetOpen} onClose={onResetClosed} />
    </div>
  );
}
