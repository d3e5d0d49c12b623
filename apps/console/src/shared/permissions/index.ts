export { Can } from './can';
export {
  ALL_PERMISSIONS,
  hasPermission,
  permissionsOf,
  SUPER_ADMIN_STAFF_TYPE,
  useCan,
  usePermission,
  type TPermissionNeed,
} from './permissions';
