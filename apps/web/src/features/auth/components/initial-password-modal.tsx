import { AUTO_REDIRECT_SECONDS, type TSession } from '@haoduo/contract';
import { Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetInitialPassword } from '../api/set-initial-password';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { useOnce } from '../hooks/use-once';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';
import { AppModal } from '../../../shared/ui/app-modal';

interface TInitialPasswordModalProps {
  open: boolean;
  /** The session of the sign-in waiting for its password (not kept until it is set). */
  session: TSession | null;
  /** The password is set: the sign-in goes on. */
  onDone: () => void;
}

/**
 * 初始密码设置: an account without a password sets one before anything else. Two steps
 * (set, success); it cannot be closed or dismissed; 进入首页（3s后跳转） goes on by itself.
 */
export function InitialPasswordModal({ open, session, onDone }: TInitialPasswordModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      title={t('auth.initial.title')}
      footer={null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
    >
      {session ? <InitialPasswordSteps session={session} onDone={onDone} /> : null}
    </AppModal>
  );
}

interface TValues {
  password: string;
  repeatPassword: string;
}

function InitialPasswordSteps({ session, onDone }: { session: TSession; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const [step, setStep] = useState(0);
  const save = useSetInitialPassword();
  const done = useOnce(onDone);
  useAutoAdvance(step === 1, AUTO_REDIRECT_SECONDS * 1000, done);

  const onFinish = (values: TValues) =>
    save.mutate({ ...values, session }, { onSuccess: () => setStep(1) });

  return (
    <>
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        className={styles.steps}
        current={step}
        items={[{ title: t('auth.initial.stepSet') }, { title: t('auth.initial.stepDone') }]}
      />
      {step === 0 ? (
        <Form
          name="initial-password"
          form={form}
          layout="vertical"
          requiredMark={false}
          className={styles.form}
          onFinish={onFinish}
        >
          <p className={styles.hint}>{t('auth.initial.hint')}</p>
          <NewPasswordFields />
          <Button
            type="primary"
            htmlType="submit"
            block
            className={styles.submit}
            loading={save.isPending}
          >
            {t('auth.confirm')}
          </Button>
        </Form>
      ) : (
        <Result
          status="success"
          title={t('auth.initial.success')}
          extra={
            <Button type="primary" block className={styles.submit} onClick={done}>
              {t('auth.initial.enterHome')}
            </Button>
          }
        />
      )}
    </>
  );
}
