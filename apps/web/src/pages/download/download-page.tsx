import { useTranslation } from 'react-i18next';
import { DownloadCentre } from '../../features/downloads';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from './download-page.module.css';

/** /download (signed-in accounts only): the download centre. */
export default function DownloadPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.download'));
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('pages.download')}</h1>
        <p className={styles.subtitle}>{t('downloads.subtitle')}</p>
      </header>
      <DownloadCentre />
    </div>
  );
}
