import type { TMyRegistration } from '@haoduo/contract';
import { SmileTwoTone } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './registration-success.module.css';

/** 报名成功！ with the registration number, large, and what it is needed for. */
export function RegistrationSuccess({
  registration,
  onContinue,
}: {
  registration: TMyRegistration;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.success} role="status">
      <SmileTwoTone twoToneColor="#ff8a3d" className={styles.icon} aria-hidden />
      <h2 className={styles.title}>{t('competition.success.title')}</h2>
      <div className={styles.number}>
        <span className={styles.numberLabel}>{t('competition.success.number')}</span>
        <strong data-testid="registration-number">{registration.id}</strong>
      </div>
      <p className={styles.remember}>{t('competition.success.remember')}</p>
      <Button type="primary" size="large" className={styles.button} onClick={onContinue}>
        {t('competition.success.toMine')}
      </Button>
    </div>
  );
}
