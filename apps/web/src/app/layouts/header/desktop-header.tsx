import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import styles from './header.module.css';
import { HeaderSearch } from './header-search';
import { NavLinks } from './nav-links';
import { useHeaderActions } from './use-header-actions';

/** A teacher's safety alerts' bell (nothing for others), loaded on demand. */
const TeacherAlertBell = lazy(() => import('./teacher-alert-bell'));

/** Only signed-in users need the menu (and antd's Dropdown): load it on demand. */
const UserMenu = lazy(() => import('../../../features/auth/lazy-user-menu'));

/** The signed-in user's AI points, loaded with the menu (its dialog, and its texts, when opened). */
const UserPoints = lazy(() => import('../../../features/user-shell/lazy-user-points'));

/** The public header for screens wider than 768 px. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const { signedIn, onTrial, onCreate, onSearch } = useHeaderActions();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
          <Logo />
        </Link>
        <NavLinks
          className={styles.nav}
          linkClassName={styles.navLink}
          activeClassName={styles.navLinkActive}
        />
        <div className={styles.actions}>
          <HeaderSearch onSearch={onSearch} />
          <Button className={styles.trial} onClick={onTrial}>
            {t('header.trial')}
          </Button>
          <Button type="primary" onClick={onCreate}>
            {t('header.create')}
          </Button>
          {signedIn ? (
            <>
              <Suspense fallback={null}>
                <TeacherAlertBell />
              </Suspense>
              <Suspense fallback={null}>
                <UserPoints />
                <UserMenu />
              </Suspense>
            </>
          ) : (
            <Link to="/login" className={styles.login}>
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
