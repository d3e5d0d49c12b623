import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paths } from '../../shared/navigation/paths';
import { LanguageSwitch } from './language-switch';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <span className={styles.slogan}>{t('app.slogan')}</span>
        </div>
        <div className={styles.links}>
          <Link to={Paths.DEVICE}>{t('device.title')}</Link>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
