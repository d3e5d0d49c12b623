import {
  AccountType,
  ClassStatus,
  ServiceType,
  type TAccountType,
  type TCourseClass,
} from '@haoduo/contract';

export type TUserShellKey = 'myBook' | 'studentList' | 'studentBook' | 'bookPrint';

export interface TUserShellEntry {
  key: TUserShellKey;
  /** The index of the user shell's menu tab. */
  index: number;
  path: string;
}

const ENTRIES: Record<TUserShellKey, TUserShellEntry> = {
  myBook: { key: 'myBook', index: 0, path: '/user/my/book' },
  studentList: { key: 'studentList', index: 1, path: '/user/student/list' },
  studentBook: { key: 'studentBook', index: 2, path: '/user/student/book' },
  bookPrint: { key: 'bookPrint', index: 3, path: '/user/book/print' },
};

/** The active menu tab: book/print 3, student/list 1, student/book 2, anything else 0. */
export function userShellTabIndex(pathname: string): number {
  if (pathname.startsWith(ENTRIES.bookPrint.path)) return 3;
  if (pathname.startsWith(ENTRIES.studentList.path)) return 1;
  if (pathname.startsWith(ENTRIES.studentBook.path)) return 2;
  return 0;
}

/** Picture-book printing needs a class that is not closed and carries the fanbook service. */
export function canPrintBooks(courseClass: TCourseClass | null): boolean {
  return (
    courseClass !== null &&
    courseClass.courseClassStatus !== ClassStatus.CLOSED &&
    courseClass.aiToolTypes.includes(ServiceType.FANBOOK)
  );
}

/**
 * The user shell menu: 我的作品; 绘本印刷 when the current class allows printing;
 * teachers also 课班管理 and 学员作品.
 */
export function userShellEntries(
  accountType: TAccountType | null,
  currentCourseClass: TCourseClass | null,
): TUserShellEntry[] {
  const entries = [ENTRIES.myBook];
  if (accountType === AccountType.TEACHER) entries.push(ENTRIES.studentList, ENTRIES.studentBook);
  if (canPrintBooks(currentCourseClass)) entries.push(ENTRIES.bookPrint);
  return entries;
}
