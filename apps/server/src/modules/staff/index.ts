/** What the app and the tests use of the staff domain (roles, role packages, staff access). */
export {
  bumpAccessVersion,
  computeStaffAccess,
  createStaffAccessResolver,
} from './staff-access.resolver';
export { allPermissionCodes, expandPermissions } from './permission-patterns';
export { staffRoutes } from './staff.routes';
