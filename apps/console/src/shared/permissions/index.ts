export { Can } from './can';
export { RequirePermission } from './require-permission';
export {
  ALL_PERMISSIONS,
  hasPermission,
  permissionsOf,
  SUPER_ADMIN_STAFF_TYPE,
  useCan,
  usePermission,
  type TPermissionNeed,
} from './permissions';
