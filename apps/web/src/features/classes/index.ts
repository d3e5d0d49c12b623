import { lazy } from 'react';

export { classListQuery, getClassList, useClassList } from './api/get-class-list';
export { useSemesters } from './api/get-semesters';
export { defaultSemester, selectCourseClass } from './class-session';
export { ClassSessionSync } from './components/class-session-sync';
export { ClassSwitcher } from './components/class-switcher';
// The first view of a teacher's page: in the page's own chunk (pages load on demand), not
// one more request after it.
export { ClassListPanel } from './components/manage/class-list-panel';
export { StudentWorksPanel } from './components/student-works-panel';

// Parts of the teacher's pages opened from their first view load when opened.
export const ClassDetailPanel = lazy(() =>
  import('./components/manage/class-detail-panel').then((m) => ({ default: m.ClassDetailPanel })),
);
export const LoginCardsSheet = lazy(() =>
  import('./components/manage/login-cards-sheet').then((m) => ({ default: m.LoginCardsSheet })),
);
