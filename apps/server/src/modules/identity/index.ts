/**
 * What other modules, the app, the demo loader and the tests use of the identity domain
 * (sign-in and sessions, people and their accounts, codes, the /sso sign-in service); they
 * import nothing else of it.
 */
export { identityRoutes, type TIdentityPorts } from './identity.routes';
export type { TStudentClassAccounts } from './auth/student-class-accounts';
export { createSession, createSessionResolver, revokeUserSessions } from './auth/sessions.service';
export { recordLogin, type TRequestMeta } from './auth/login-records';
export { hashPassword } from './users/passwords';
export {
  findAccountsOfUser,
  findStaffMember,
  findUserById,
  findUserByMobile,
  findUserByUsername,
  type TAccountRow,
} from './users/users.queries';
export { createUser, ensureAccount } from './users/users.service';
export {
  deleteAccount,
  enabledStudentAccountsOfUser,
  findTeacherAccount,
  findTeacherAccountId,
  hasAccountInOtherSchool,
  insertTeacherAccount,
  listTeacherAccounts,
  queryTeacherAccounts,
  setAccountStatus,
  setUserMobile,
  updateTeacherAccount,
  userNamesByIds,
  type TTeacherAccount,
  type TTeacherAccountFilter,
} from './users/account-directory.queries';
export {
  accountNamesByIds,
  enabledAccountIdsOfUserSql,
  enabledStudentAccountsWithSchool,
  enabledTeacherAccountIdsInSchool,
  findSchool,
  findStudentAccount,
  findStudentAccountInSchool,
  hasEnabledAccountInSchool,
  insertPupilUser,
  insertStudentAccount,
  passwordHashesOfUsers,
  schoolIdsOfDistrict,
  setUserPasswordHash,
  setUsername,
  studentAccountIdsInSchool,
  takenUsernames,
  teacherRoleOf,
} from './users/class-accounts.queries';
export {
  accountIdsNamed,
  accountIdsOfType,
  accountsByIds,
  accountsWithUsernames,
  findAccountSchool,
  schoolIdsNamed,
  schoolNamesByIds,
} from './users/account-lookups.queries';
export {
  accountIdsMatchingSql,
  listPupilAccounts,
  pupilAccountsByIds,
  queryPupilAccounts,
  searchSchoolPupils,
  type TPupilAccountFilter,
  type TPupilAccountRow,
  type TPupilPerson,
} from './users/pupil-search.queries';
export { userIdsNamed, userIdsNamedSql } from './users/user-lookups.queries';
export { pageStaffUsersByIds, type TStaffUserRow } from './users/staff-directory.queries';
export {
  findStaffMemberInScope,
  insertStaffMember,
  pageStaffMembers,
  schoolExists,
  setUserStatus,
  updateStaffMember,
  userIdWithMobile,
  type TStaffMemberInput,
  type TStaffMemberRow,
} from './users/staff-members.queries';
export { schoolMngRoutes, type TSchoolClassCount } from './schools/schools.mng.routes';
export { dailySignIns } from './auth/sign-in-stats.queries';
export { createIdentityVerified } from './identity-pwd/identity-password.service';
