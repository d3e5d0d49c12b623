/** Constants of classes, pupils and teachers that the server decides. */

type ValueOf<T> = T[keyof T];

/** A teacher account's role in its school (accounts.teacher_role_type). */
export const TeacherRoleType = { TEACHER: 1, SCHOOL_MANAGER: 2 } as const;
export type TTeacherRoleType = ValueOf<typeof TeacherRoleType>;

export const TEACHER_ROLE_LABELS: Record<TTeacherRoleType, string> = {
  1: '授课老师',
  2: '学校管理员',
};

/** How the pupils of a class get their accounts. */
export const StudentCreateMode = { BY_TEACHER: 1, BY_CLASS_CODE: 2 } as const;
export type TStudentCreateMode = ValueOf<typeof StudentCreateMode>;

export const STUDENT_CREATE_MODE_LABELS: Record<TStudentCreateMode, string> = {
  1: '老师创建账号',
  2: '学生用班级码创建账号',
};

/** Status of a pupil in one class, of a teacher account in its school. */
export const MemberStatus = { DISABLED: 0, ENABLED: 1 } as const;
export type TMemberStatus = ValueOf<typeof MemberStatus>;

/** A member school: disabled schools' people cannot sign in to it. */
export const SchoolStatus = { DISABLED: 0, ENABLED: 1 } as const;
export type TSchoolStatus = ValueOf<typeof SchoolStatus>;

export const MEMBER_STATUS_LABELS: Record<TMemberStatus, string> = { 0: '已停用', 1: '正常' };

/** The eight AI tool tiles, by their tool type, in tile order. */
export const AI_TOOL_TILE_TYPES = [11, 14, 13, 12, 15, 6, 31, 41] as const;

/** Kinds of launch ticket (our own AI studio instead of third parties). */
export const LaunchKind = { COMMUNITY: 'community', AGENT: 'agent', HARDWARE: 'hardware' } as const;
export type TLaunchKind = ValueOf<typeof LaunchKind>;

/** Operating systems of the download centre's browser installers. */
export const DownloadOs = ['windows', 'mac', 'linux', 'android', 'ios'] as const;
export type TDownloadOs = (typeof DownloadOs)[number];

/** Most rows one batch call (add pupils, remove, transfer) may carry. */
export const MAX_BATCH_SIZE = 100;
