import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountType } from '@haoduo/contract';
import { useAppStore } from '../../../shared/stores/app-store';
import { cx } from '../../../shared/ui/cx';
import {
  ensureTeacherGuide,
  isGuideFlag,
  markTeacherGuide,
  readTeacherGuide,
} from '../teacher-guide';
import { userShellEntries, userShellTabIndex, type TUserShellKey } from '../user-shell-menu';
import styles from './shell-menu.module.css';

const LABEL_KEYS = {
  myBook: 'pages.myBook',
  bookPrint: 'pages.bookPrint',
  studentList: 'pages.studentList',
  studentBook: 'pages.studentBook',
} as const satisfies Record<TUserShellKey, string>;

/**
 * The user shell menu: 我的作品, 绘本印刷 (when the class allows it), 课班管理 and 学员作品
 * for teachers; the active entry follows the path. A teacher's entries carry a small "new"
 * mark until first opened (the teacherCreate guide flags).
 */
export function ShellMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const accountType = useAppStore((state) => state.accountType);
  const currentCourseClass = useAppStore((state) => state.currentCourseClass);
  const teacher = accountType === AccountType.TEACHER;
  const guide = teacher ? readTeacherGuide(window.localStorage) : null;
  const activeIndex = userShellTabIndex(pathname);
  const entries = userShellEntries(accountType, currentCourseClass);
  const activeKey = entries.find((entry) => entry.index === activeIndex)?.key;

  useEffect(() => {
    if (!teacher) return;
    ensureTeacherGuide(window.localStorage);
    if (activeKey && isGuideFlag(activeKey)) markTeacherGuide(window.localStorage, activeKey);
  }, [teacher, activeKey]);

  return (
    <nav className={styles.menu} aria-label={t('user.creationCenter')}>
      {entries.map((entry) => {
        const active = entry.index === activeIndex;
        const fresh = guide !== null && isGuideFlag(entry.key) && !guide[entry.key] && !active;
        return (
          <Link
            key={entry.key}
            to={entry.path}
            className={cx(styles.item, active && styles.itemActive)}
            aria-current={active ? 'page' : undefined}
          >
            <span>{t(LABEL_KEYS[entry.key])}</span>
            {fresh ? (
              <span className={styles.fresh} aria-hidden>
                {t('shell.new')}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
