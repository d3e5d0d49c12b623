import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';

/** The loading state of lazy pages: 加载中 / 正在为您准备内容. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite" data-page-loading>
      <Spin size="large" />
      <div className={styles.title}>{t('loading.title')}</div>
      <div className={styles.description}>{t('loading.description')}</div>
    </div>
  );
}
