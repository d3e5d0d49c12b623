import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';

/**
 * The loading state of lazy pages: 加载中 / 正在为您准备内容. `data-page-loading` marks a page
 * still on its way (the benchmark waits it out); the demo page shows it as its content.
 */
export function LoadingScreen({ demo = false }: { demo?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.screen}
      role="status"
      aria-live="polite"
      data-page-loading={demo ? undefined : true}
    >
      <Spin size="large" />
      <div className={styles.title}>{t('loading.title')}</div>
      <div className={styles.description}>{t('loading.description')}</div>
    </div>
  );
}
