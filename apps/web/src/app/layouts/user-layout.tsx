import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import {
  shellDisplayName,
  userShellEntries,
  userShellTabIndex,
  type TUserShellKey,
} from '../../features/user-shell';
import { useAppStore } from '../../shared/stores/app-store';
import { cx } from '../../shared/ui/cx';
import { SiteHeader } from './header/site-header';
import styles from './user-layout.module.css';

const LABEL_KEYS = {
  myBook: 'pages.myBook',
  bookPrint: 'pages.bookPrint',
  studentList: 'pages.studentList',
  studentBook: 'pages.studentBook',
} as const satisfies Record<TUserShellKey, string>;

/**
 * The /user shell: the account name (with a teacher suffix for teachers) and the menu.
 * The school and class switchers arrive with the user shell issue.
 */
export default function UserLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAppStore((state) => state.user);
  const accountType = useAppStore((state) => state.accountType);
  const currentCourseClass = useAppStore((state) => state.currentCourseClass);

  const name = user?.accountName ?? '';
  const displayName = shellDisplayName(name, accountType);
  const activeIndex = userShellTabIndex(pathname);

  return (
    <div className={styles.page}>
      <SiteHeader />
      <div className={styles.body}>
        <aside className={styles.side}>
          <div className={styles.account}>
            <Avatar size={48} className={styles.avatar}>
              {name.slice(0, 1)}
            </Avatar>
            <div className={styles.accountText}>
              <div className={styles.name}>{displayName}</div>
              {user?.schoolName ? <div className={styles.school}>{user.schoolName}</div> : null}
            </div>
          </div>
          <nav className={styles.menu} aria-label={t('user.creationCenter')}>
            {userShellEntries(accountType, currentCourseClass).map((entry) => (
              <Link
                key={entry.key}
                to={entry.path}
                className={cx(styles.item, entry.index === activeIndex && styles.itemActive)}
                aria-current={entry.index === activeIndex ? 'page' : undefined}
              >
                {t(LABEL_KEYS[entry.key])}
              </Link>
            ))}
          </nav>
        </aside>
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
