/** Messages of the back office's staff, roles and permissions. */
export const StaffMessages = {
  /** A staff call without the permission, or a row outside the caller's data scope. */
  NO_PERMISSION: '没有权限',
  ROLE_NOT_FOUND: '角色不存在',
  ROLE_NAME_TAKEN: '角色名称已存在',
  ROLE_BUILT_IN: '超级管理员角色不能修改或停用',
  ROLE_PACKAGE_NOT_FOUND: '角色包不存在',
  ROLE_PACKAGE_NAME_TAKEN: '角色包名称已存在',
  UNKNOWN_PERMISSION: '权限不存在',
  SCOPE_IDS_REQUIRED: '请选择数据权限的区域或学校',
  STAFF_NOT_FOUND: '员工不存在',
} as const;
