import { MenuOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { cx } from '../../../shared/ui/cx';
import { Logo } from '../../../shared/ui/logo';
import styles from './header.module.css';
import { NavLinks } from './nav-links';

/** A signed-in user's menu (creation centre, downloads, log out), loaded on demand. */
const UserMenu = lazy(() =>
  import('../../../features/auth').then((auth) => ({ default: auth.UserMenu })),
);

/** The header at 768 px or narrower: the logo and a popover menu with the five entries. */
export function MobileHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
        <Popover
          open={open}
          onOpenChange={setOpen}
          trigger="click"
          placement="bottomRight"
          arrow={false}
          content={
            <NavLinks
              className={styles.mobileNav}
              linkClassName={styles.mobileNavLink}
              activeClassName={styles.mobileNavLinkActive}
              onNavigate={() => setOpen(false)}
            />
          }
        >
          <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} />
        </Popover>
      </div>
    </header>
  );
}
