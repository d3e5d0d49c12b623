import { ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import styles from './coming-soon.module.css';

/** The state of a page whose content a later release fills: its title and a way home. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <div className={styles.wrap}>
      {/* Laid out as antd's Result, without the Result component: it always ships its
          three status illustrations (10 KB gzip) even when, as here, none is shown. */}
      <div className={styles.result}>
        <ClockCircleOutlined aria-hidden className={styles.icon} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{t('comingSoon.description')}</p>
        <Button type="primary" onClick={() => navigate('/')}>
          {t('comingSoon.backHome')}
        </Button>
      </div>
    </div>
  );
}
