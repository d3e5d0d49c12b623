import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudentLogin } from '../api/student-login';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import { useSingleSubmit } from '../hooks/use-single-submit';
import styles from './auth-form.module.css';
import panel from './create-account.module.css';

interface TCreateAccountSuccessProps {
  username: string;
  onSignedIn: TStartSignIn;
  busy?: boolean;
}

/**
 * The new account: login name and password, which are the same, the hint that it can be
 * changed after signing in and that the class teacher helps; 开启AI之旅 signs in with them.
 */
export function CreateAccountSuccess({
  username,
  onSignedIn,
  busy = false,
}: TCreateAccountSuccessProps) {
  const { t } = useTranslation();
  const login = useStudentLogin();
  const submitOnce = useSingleSubmit();
  const start = () =>
    submitOnce((done) =>
      login.mutate(
        { username, password: username },
        { onSuccess: (result) => onSignedIn(result), onSettled: done },
      ),
    );

  return (
    <div className={panel.success}>
      <CheckCircleFilled aria-hidden className={panel.successIcon} />
      <h2 className={panel.title}>{t('auth.createAccount.successTitle')}</h2>
      <dl className={panel.credentials}>
        <div className={panel.row}>
          <dt>{t('auth.createAccount.loginName')}</dt>
          <dd>
            <Typography.Text copyable={{ text: username }} className={panel.value}>
              {username}
            </Typography.Text>
          </dd>
        </div>
        <div className={panel.row}>
          <dt>{t('auth.createAccount.password')}</dt>
          <dd>
            <Typography.Text className={panel.value}>{username}</Typography.Text>
          </dd>
        </div>
      </dl>
      <p className={panel.note}>{t('auth.createAccount.hint')}</p>
      <p className={panel.note}>{t('auth.createAccount.teacherHelp')}</p>
      <Button
        type="primary"
        block
        className={styles.submit}
        loading={login.isPending || busy}
        // A stable name: antd's spinner would add its own "loading" to it while it fades.
        aria-label={t('auth.createAccount.start')}
        aria-busy={login.isPending || busy}
        onClick={start}
      >
        {t('auth.createAccount.start')}
      </Button>
    </div>
  );
}
