import { AccountType } from '@haoduo/contract';
import {
  CloseOutlined,
  MenuOutlined,
  RocketOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginType, loginPath } from '../../../shared/navigation/paths';
import { useAppStore } from '../../../shared/stores/app-store';
import { cx } from '../../../shared/ui/cx';
import { Logo } from '../../../shared/ui/logo';
import styles from './header.module.css';
import { HeaderSearch } from './header-search';
import m from './mobile-header.module.css';
import { useHeaderActions } from './use-header-actions';

/** A teacher's safety alerts' bell (nothing for others), loaded on demand. */
const TeacherAlertBell = lazy(() => import('./teacher-alert-bell'));

/** A signed-in user's menu (creation centre, downloads, log out), loaded on demand. */
const UserMenu = lazy(() => import('../../../features/auth/lazy-user-menu'));

/** The menu's popover: antd's Popover and its positioning code load on the first tap. */
const MobileNavPopover = lazy(() => import('./mobile-nav-popover'));

/**
 * The header at 768 px or narrower: the logo, then compact buttons (search, which opens its
 * field under the bar, 体验AI, 登录 or the user's menu) and a popover menu with the five
 * entries. A visitor's 体验AI and 登录 are links: they work before the page has hydrated.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const [searching, setSearching] = useState(false);
  const { signedIn, onTrial, onSearch } = useHeaderActions();
  // A teacher's header also holds the alerts' bell: 体验AI keeps only its icon to make room.
  const teacher = useAppStore((state) => signedIn && state.accountType === AccountType.TEACHER);
  const trial = (
    <>
      <RocketOutlined aria-hidden className={m.trialIcon} />
      <span className={m.trialText} aria-hidden>
        {t('header.trial')}
      </span>
    </>
  );
  return (
    <header className={cx(styles.header, styles.mobile)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
          <Logo size={28} />
        </Link>
        <div className={cx(m.actions, teacher && m.withBell)}>
          <button
            type="button"
            className={m.icon}
            aria-label={t('common.search')}
            aria-expanded={searching}
            onClick={() => setSearching(!searching)}
          >
            <SearchOutlined aria-hidden />
          </button>
          {signedIn ? (
            <button
              type="button"
              className={cx(m.icon, m.trial)}
              aria-label={t('header.trial')}
              onClick={onTrial}
            >
              {trial}
            </button>
          ) : (
            // A visitor's 体验AI is the trial sign-in: a link, so a tap before the page's
            // scripts have run still goes there.
            <Link
              to={loginPath(LoginType.TRIAL)}
              className={cx(m.icon, m.trial)}
              aria-label={t('header.trial')}
            >
              {trial}
            </Link>
          )}
          {signedIn ? (
            <>
              <Suspense fallback={null}>
                <TeacherAlertBell />
              </Suspense>
              <Suspense fallback={null}>
                <span className={styles.mobileUser}>
                  <UserMenu />
                </span>
              </Suspense>
            </>
          ) : (
            <Link to="/login" className={m.icon} aria-label={t('header.login')}>
              <UserOutlined aria-hidden />
            </Link>
          )}
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
      </div>
      {searching ? (
        <div className={m.searchBar}>
          <HeaderSearch
            className={m.field}
            autoFocus
            onSearch={(keyword) => {
              setSearching(false);
              onSearch(keyword);
            }}
          />
          <button
            type="button"
            className={m.icon}
            aria-label={t('common.close')}
            onClick={() => setSearching(false)}
          >
            <CloseOutlined aria-hidden />
          </button>
        </div>
      ) : null}
    </header>
  );
}

function menuButton(label: string, onClick?: () => void) {
  return <Button type="text" icon={<MenuOutlined />} aria-label={label} onClick={onClick} />;
}
