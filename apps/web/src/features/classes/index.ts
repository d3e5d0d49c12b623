import { lazy } from 'react';

export { classListQuery, getClassList, useClassList } from './api/get-class-list';
export { useSemesters } from './api/get-semesters';
export { defaultSemester, selectCourseClass } from './class-session';
export { ClassSessionSync } from './components/class-session-sync';
export { ClassSwitcher } from './components/class-switcher';

// The teacher's pages load on demand, so the shell of a student never downloads them.
export const ClassListPanel = lazy(() =>
  import('./components/manage/class-list-panel').then((m) => ({ default: m.ClassListPanel })),
);
export const ClassDetailPanel = lazy(() =>
  import('./components/manage/class-detail-panel').then((m) => ({ default: m.ClassDetailPanel })),
);
export const LoginCardsSheet = lazy(() =>
  import('./components/manage/login-cards-sheet').then((m) => ({ default: m.LoginCardsSheet })),
);
export const StudentWorksPanel = lazy(() =>
  import('./components/student-works-panel').then((m) => ({ default: m.StudentWorksPanel })),
);
