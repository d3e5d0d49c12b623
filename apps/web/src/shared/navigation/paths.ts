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
  DEVICE: '/device',
} as const;

/** The login page's tabs (?type=). */
export const LoginType = { STUDENT: 1, TEACHER: 2, TRIAL: 3 } as const;
export type TLoginType = (typeof LoginType)[keyof typeof LoginType];

export function loginPath(type?: TLoginType): string {
  return type === undefined ? Paths.LOGIN : `${Paths.LOGIN}?type=${type}`;
}
