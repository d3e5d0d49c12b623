import { Dialog } from '@haoduo/contract';
import { Modal, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-form.module.css';
import { ResetAccountStep } from './reset-account-step';
import { ResetDoneStep } from './reset-done-step';
import { ResetPasswordStep } from './reset-password-step';

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
    <Modal
      open={open}
      title={t('auth.reset.title')}
      footer={null}
      centered
      width={Dialog.DEFAULT_WIDTH}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={() => onClose()}
    >
      <ResetSteps onClose={onClose} />
    </Modal>
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
