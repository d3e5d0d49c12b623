/**
 * The school classes domain (course classes, their pupils and class codes): what other
 * modules use. Other modules import only this file, never the files beside it.
 */
export { classCustomRoutes } from './classes.custom.routes';
export { classExportRoutes } from './classes.export.routes';
export { classMngRoutes } from './classes.mng.routes';
export { studentCustomReadRoutes } from './students.custom-read.routes';
export { studentCustomRoutes } from './students.custom.routes';
export { studentJoinRoutes } from './students.join.routes';
export { studentMngRoutes } from './students.mng.routes';

export { loadClassFor } from './classes.admin';
export {
  assertNotStudent,
  assertOnSchool,
  canOnClass,
  canOnSchool,
  learnerHasSchool,
  resolveClassActor,
  visibleSchoolIds,
  type TClassActor,
} from './classes.policy';
export {
  classIsValid,
  findClassByCode,
  findClassById,
  findSchoolById,
  findStudentAccountsWithValidClass,
  type TClassRow,
} from './classes.queries';
export { likePattern } from './classes.mng-queries';
export { openSubTypes, usableProblem } from './class-rules';
export { schoolAccess } from './school-access';
export { addClassStudent, addClassTeacher, createClass, hasDbErrorCode } from './classes.service';
export { insertPupil, preparePupils } from './student-accounts';
export {
  activeClassesOfStudentAccounts,
  classCountsOfTeachers,
  classIdsOfSchools,
  classIdsOfTeacher,
  classNamesByIds,
  closedClassIdsAmong,
  removeTeacherFromClasses,
} from './class-lookups.queries';
export { activePupilIdsOfClass, classIdsNamed, classIdsOfSemester } from './class-roster.queries';
export { pupilAccountInClass, validClassIdsOfPupilInSchool } from './class-membership.queries';
export {
  classesOfPupils,
  classIdsOfServiceType,
  pupilIdsOfTeacher,
  roleInClass,
  teacherTeachesPupil,
} from './class-teaching.queries';
export { countClassesBySemester, countClassesOfSchool } from './class-counts.queries';
export { classSyncRoutes } from './classes.sync.routes';
export { studentStaffRoutes } from './students.staff.routes';
export {
  classCountsOfCourses,
  followedCoursesOfLearner,
  type TCourseLearner,
} from './class-courses.queries';
export {
  activePupilsOfClasses,
  classIdsForSchedule,
  classRowsByIds,
  teachersOfClasses,
  type TScheduleClassFilter,
} from './class-schedule.queries';
