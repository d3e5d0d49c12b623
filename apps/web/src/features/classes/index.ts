export { classListQuery, getClassList, useClassList } from './api/get-class-list';
export { useSemesters } from './api/get-semesters';
export { defaultSemester, selectCourseClass } from './class-session';
export { ClassSessionSync } from './components/class-session-sync';
export { ClassSwitcher } from './components/class-switcher';
export { ClassDetailPanel } from './components/manage/class-detail-panel';
export { ClassListPanel } from './components/manage/class-list-panel';
export { LoginCardsSheet } from './components/manage/login-cards-sheet';
export { StudentWorksPanel } from './components/student-works-panel';
