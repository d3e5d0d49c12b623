/** What other modules use of the semesters module; they import nothing else of it. */
export {
  currentSemesterId,
  semesterExists,
  semesterNamesByIds,
  semestersByIds,
  type TSemesterDates,
} from './semesters.queries';
export { semesterRoutes } from './semesters.custom.routes';
export { semesterMngRoutes, type TSemesterClassCounts } from './semesters.mng.routes';
