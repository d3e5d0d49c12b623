import { AccountType } from '@haoduo/contract';

const TEACHER_ACCOUNT: number = AccountType.TEACHER;

/** Paths other code links to; the route table itself lives in app/router. */
export const Paths = {
  HOME: '/',
  HOME_ALIAS: '/home',
  AI_TOOLS: '/aiTools',
  AI_COURSE: '/aiCourse',
  COMPETITION_CENTER: '/competitionCenter',
  WORKS_SQUARE: '/worksSquare',
  DOWNLOAD: '/download',
  LOGIN: '/login',
  AI: '/ai',
  CREATION_CENTER: '/user/my/book',
  /** 课班管理: a teacher's classes. */
  CLASS_MANAGEMENT: '/user/student/list',
  DEVICE: '/device',
} as const;

/**
 * Where a signed-in person starts: a teacher on their classes (课班管理), a pupil on their
 * works (我的作品).
 */
export function userHomePath(accountType: number | null): string {
  return accountType === TEACHER_ACCOUNT ? Paths.CLASS_MANAGEMENT : Paths.CREATION_CENTER;
}

/** The login page's tabs (?type=). */
export const LoginType = { STUDENT: 1, TEACHER: 2, TRIAL: 3 } as const;
export type TLoginType = (typeof LoginType)[keyof typeof LoginType];

export function loginPath(type?: TLoginType): string {
  return type === undefined ? Paths.LOGIN : `${Paths.LOGIN}?type=${type}`;
}
