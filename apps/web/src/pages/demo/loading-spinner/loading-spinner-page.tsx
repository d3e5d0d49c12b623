import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadingScreen } from '../../../shared/ui/loading-screen';
import styles from './loading-spinner-page.module.css';

/** Shows the lazy-page loading component on its own, for review. */
export default function LoadingSpinnerPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.loadingDemo'));
  return (
    <div
      style={{
        display: 'flex',
        minHeight: '100vh',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <h1 className={styles.title}>{t('pages.loadingDemo')}</h1>
      <LoadingScreen demo />
    </div>
  );
}
