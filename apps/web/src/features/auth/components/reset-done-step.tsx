import { AUTO_REDIRECT_SECONDS } from '@haoduo/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { useOnce } from '../hooks/use-once';
import styles from './auth-form.module.css';

/** Step 2 of 重置密码: 修改密码成功！ and 返回登录（3s后跳转）, which also goes by itself. */
export function ResetDoneStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const back = useOnce(onBack);
  useAutoAdvance(true, AUTO_REDIRECT_SECONDS * 1000, back);
  return (
    <Result
      status="success"
      title={t('auth.reset.success')}
      extra={
        <Button type="primary" block className={styles.submit} onClick={back}>
          {t('auth.reset.backToLogin')}
        </Button>
      }
    />
  );
}
