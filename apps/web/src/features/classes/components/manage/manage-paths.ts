/** The pages of 课班管理 under /user/student/list. */
export const MANAGE_ROOT = '/user/student/list';

export function classDetailPath(classId: number): string {
  return `${MANAGE_ROOT}/detail/${classId}`;
}

export function classCardsPath(classId: number): string {
  return `${MANAGE_ROOT}/cards/${classId}`;
}
