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
  STAFF_TYPE_REQUIRED: '请选择员工类型',
  STAFF_SCHOOL_REQUIRED: '请选择学校管理员所在的学校',
  STAFF_REGION_REQUIRED: '请选择区域管理员负责的区域',
  STAFF_MOBILE_TAKEN: '该手机号已被使用',
  STAFF_SCHOOL_NOT_FOUND: '学校不存在',
  STAFF_SELF_DISABLE: '不能停用自己的账号',
} as const;
