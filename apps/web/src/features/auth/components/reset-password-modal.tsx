import { Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-form.module.css';
import { ResetAccountStep } from './reset-account-step';
import { ResetDoneStep } from './reset-done-step';
import { ResetPasswordStep } from './reset-password-step';
import { AppModal } from '../../../shared/ui/app-modal';

interface TResetPasswordModalProps {
  open: boolean;
  /** Closed; with the mobile when the password was reset (back to sign-in). */
  onClose: (mobile?: string) => void;
}

/**
 * 重置密码 (忘记密码), three steps: confirm the account (mobile and code → reset token),
 * the new password, success with 返回登录（3s后跳转）.
 */
export function ResetPasswordModal({ open, onClose }: TResetPasswordModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      title={t('auth.reset.title')}
      footer={null}
      mask={{ closable: false }}
      onCancel={() => onClose()}
    >
      <ResetSteps onClose={onClose} />
    </AppModal>
  );
}

function ResetSteps({ onClose }: Pick<TResetPasswordModalProps, 'onClose'>) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState({ mobile: '', token: '' });

  return (
    <>
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        className={styles.steps}
        current={step}
        items={[
          { title: t('auth.reset.stepAccount') },
          { title: t('auth.reset.stepPassword') },
          { title: t('auth.reset.stepDone') },
        ]}
      />
      {step === 0 ? (
        <ResetAccountStep
          onVerified={(mobile, token) => {
            setAccount({ mobile, token });
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? <ResetPasswordStep token={account.token} onReset={() => setStep(2)} /> : null}
      {step === 2 ? <ResetDoneStep onBack={() => onClose(account.mobile)} /> : null}
    </>
  );
}
