// The sign-in page's TeacherLoginPanel tab as a lazily loaded module of its own (see lazy-user-menu.ts).
export { TeacherLoginPanel as default } from './components/teacher-login-panel';
