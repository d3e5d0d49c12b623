import { AccountType } from '@haoduo/contract';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useLogout } from '../../features/auth';
import { ClassSwitcher } from '../../features/classes';
import { BrowserModal } from '../../features/downloads';
import {
  BrowserCheck,
  SchoolSwitcher,
  ShellMenu,
  shellDisplayName,
  useClassAiNotice,
  useTeacherAccounts,
} from '../../features/user-shell';
import { useAppStore } from '../../shared/stores/app-store';
import { SiteHeader } from './header/site-header';
import styles from './user-layout.module.css';

/**
 * The /user shell: the account name (teachers with the suffix 老师),
 * the teacher's school switcher or the student's class switcher with 加入新班级, the menu,
 * and the browser recommendation.
 */
export default function UserLayout() {
  const user = useAppStore((state) => state.user);
  const accountType = useAppStore((state) => state.accountType);
  const currentCourseClass = useAppStore((state) => state.currentCourseClass);
  const { mutate: logout } = useLogout();
  const [browserOpen, setBrowserOpen] = useState(false);

  useTeacherAccounts(useCallback(() => logout(), [logout]));
  useClassAiNotice();

  const name = user?.accountName ?? '';
  const teacher = accountType === AccountType.TEACHER;
  // A student's school is the current class's (a pupil may learn in two schools).
  const schoolName = teacher
    ? user?.schoolName
    : (currentCourseClass?.schoolName ?? user?.schoolName);

  return (
    <div className={styles.page}>
      <SiteHeader />
      <div className={styles.body}>
        <aside className={styles.side}>
          <div className={styles.account}>
            <span className={styles.avatar} aria-hidden>
              {name.slice(0, 1)}
            </span>
            <div className={styles.accountText}>
              <div className={styles.name}>{shellDisplayName(name, accountType)}</div>
              {schoolName ? <div className={styles.school}>{schoolName}</div> : null}
            </div>
          </div>
          <div className={styles.switcher}>{teacher ? <SchoolSwitcher /> : <ClassSwitcher />}</div>
          <ShellMenu />
        </aside>
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
      <BrowserCheck onDownload={() => setBrowserOpen(true)} />
      <BrowserModal open={browserOpen} onClose={() => setBrowserOpen(false)} />
    </div>
  );
}
