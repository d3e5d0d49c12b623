import type { TSafetyHistoryFlag } from '@haoduo/contract';

/** The safety pages of one class, under 课班管理 (/user/student/list). */
const ROOT = '/user/student/list';

export function classPagePath(classId: number): string {
  return `${ROOT}/detail/${classId}`;
}

export function classHistoryPath(
  classId: number,
  filters: { studentId?: number; flag?: TSafetyHistoryFlag } = {},
): string {
  const query = new URLSearchParams();
  if (filters.studentId) query.set('studentId', String(filters.studentId));
  if (filters.flag && filters.flag !== 'all') query.set('flag', filters.flag);
  const search = query.toString();
  return `${ROOT}/history/${classId}${search ? `?${search}` : ''}`;
}

export function classRulesPath(classId: number): string {
  return `${ROOT}/rules/${classId}`;
}

/** The closed (handled) alerts of the teacher's classes, or of one class. */
export function closedAlertsPath(classId?: number): string {
  return `${ROOT}/closed-alerts${classId ? `?classId=${classId}` : ''}`;
}
