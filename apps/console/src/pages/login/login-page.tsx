import { Button, Card } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoginTabs } from '../../features/auth';
import { changeLanguage, currentLanguage, Language } from '../../shared/i18n';
import { useSessionStore } from '../../shared/stores/session-store';
import styles from './login-page.module.css';
import { redirectTarget } from './redirect-target';

/** /console/login: staff sign-in. Signed in already (or just now): on to the target page. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSessionStore((state) => state.token);

  useEffect(() => {
    document.title = t('app.title');
  }, [t]);

  if (token) return <Navigate to={redirectTarget(location.state)} replace />;

  const otherLanguage = currentLanguage() === Language.EN ? Language.ZH_CN : Language.EN;

  return (
    <main className={styles.page}>
      <section className={styles.brand} aria-hidden="true">
        <div className={styles.brandMark}>AI</div>
        <p className={styles.brandTitle}>{t('app.title')}</p>
        <p className={styles.brandTagline}>{t('login.tagline')}</p>
        <p className={styles.brandHighlights}>{t('login.highlights')}</p>
      </section>
      <section className={styles.panel}>
        <Card className={styles.card}>
          <h1 className={styles.heading}>{t('login.heading')}</h1>
          <LoginTabs />
        </Card>
        <div className={styles.footer}>
          {t('login.footer')}
          <Button type="link" size="small" onClick={() => void changeLanguage(otherLanguage)}>
            {t('shell.switchLanguage')}
          </Button>
        </div>
      </section>
    </main>
  );
}
