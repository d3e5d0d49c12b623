/** Teachers of a school: what the app registers. */
export { teacherMngRoutes } from './teachers.mng.routes';
