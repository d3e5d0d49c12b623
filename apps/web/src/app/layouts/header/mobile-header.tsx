import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { cx } from '../../../shared/ui/cx';
import { Logo } from '../../../shared/ui/logo';
import styles from './header.module.css';

/** A signed-in user's menu (creation centre, downloads, log out), loaded on demand. */
const UserMenu = lazy(() => import('../../../features/auth/lazy-user-menu'));

/** The menu's popover: antd's Popover and its positioning code load on the first tap. */
const MobileNavPopover = lazy(() => import('./mobile-nav-popover'));

/** The header at 768 px or narrower: the logo and a popover menu with the five entries. */
export function MobileHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const signedIn = useAppStore(isSignedIn);
  return (
    <header className={cx(styles.header, styles.mobile)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
          <Logo size={28} />
        </Link>
        {signedIn ? (
          <Suspense fallback={null}>
            <span className={styles.mobileUser}>
              <UserMenu />
            </span>
          </Suspense>
        ) : null}
        {armed ? (
          <Suspense fallback={menuButton(t('nav.menu'))}>
            <MobileNavPopover open={open} onOpenChange={setOpen}>
              {menuButton(t('nav.menu'))}
            </MobileNavPopover>
          </Suspense>
        ) : (
          menuButton(t('nav.menu'), () => {
            setArmed(true);
            setOpen(true);
          })
        )}
      </div>
    </header>
  );
}

function menuButton(label: string, onClick?: () => void) {
  return <Button type="text" icon={<MenuOutlined />} aria-label={label} onClick={onClick} />;
}
