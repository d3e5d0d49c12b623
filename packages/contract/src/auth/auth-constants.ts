/**
 * Sign-in, codes and lockout: the numbers the server enforces and the screens
 * show, and the values of the login record. One source for server, web and console.
 */

type ValueOf<T> = T[keyof T];

export const CaptchaRule = {
  /** Codes are six digits. */
  LENGTH: 6,
  /** A code is valid this long after it is sent. */
  TTL_SECONDS: 300,
  /** At most one code per mobile in this many seconds (the screens' countdown). */
  RESEND_SECONDS: 30,
  /** At most this many codes per mobile per calendar day (Asia/Shanghai). */
  DAILY_LIMIT: 10,
  /** A code is burnt after this many wrong tries. */
  MAX_ATTEMPTS: 5,
} as const;

export const LoginLockRule = {
  /** This many wrong passwords for one login name or mobile ... */
  MAX_FAILURES: 5,
  /** ... within this many minutes ... */
  WINDOW_MINUTES: 15,
  /** ... lock password sign-in for it for this many minutes. */
  LOCK_MINUTES: 15,
} as const;

/** A password-reset token (from get-forget-password-token) lives this long, single use. */
export const RESET_TOKEN_TTL_SECONDS = 600;

/** A CAS service ticket lives at most this long, single use. */
export const SSO_TICKET_TTL_SECONDS = 300;

/** A person's status (users.status): a disabled person cannot sign in. */
export const UserStatus = { DISABLED: 0, ACTIVE: 1 } as const;
export type TUserStatus = ValueOf<typeof UserStatus>;

/** Which site a session signs in to: the learner site (teachers, pupils) or the back office. */
export const SessionAudience = { LEARNER: 'learner', STAFF: 'staff' } as const;
export type TSessionAudience = ValueOf<typeof SessionAudience>;

/** What a verification code is for; a code only works for its own purpose. */
export const CodePurpose = {
  /** Teacher and trial-visitor sign-in. */
  LOGIN: 'login',
  /** Back-office sign-in. */
  STAFF: 'staff',
  /** Forgot password. */
  RESET: 'reset',
  /** Moving a signed-in user to a new mobile. */
  MOBILE: 'mobile',
  /** Proving the current mobile before moving to a new one. */
  MOBILE_OLD: 'mobile-old',
  /** A staff member who forgot their identity password. */
  IDENTITY: 'identity',
} as const;
export type TCodePurpose = ValueOf<typeof CodePurpose>;

/** How a verification code is sent. */
export const CodeChannel = { SMS: 'sms', VOICE: 'voice' } as const;
export type TCodeChannel = ValueOf<typeof CodeChannel>;

/** What a login record or lock is keyed by: a login name or a mobile. */
export const LoginAccountKind = { NAME: 'name', MOBILE: 'mobile' } as const;
export type TLoginAccountKind = ValueOf<typeof LoginAccountKind>;

/** How a sign-in was attempted (login record `method`). */
export const LoginMethod = {
  STUDENT_PASSWORD: 'student-password',
  TEACHER_PASSWORD: 'teacher-password',
  TEACHER_CODE: 'teacher-code',
  TOURIST_CODE: 'tourist-code',
  STAFF_PASSWORD: 'staff-password',
  STAFF_MOBILE_PASSWORD: 'staff-mobile-password',
  STAFF_CODE: 'staff-code',
  SSO_PASSWORD: 'sso-password',
  /** The sign-in service's page by mobile and SMS code. */
  SSO_CODE: 'sso-code',
  /** The learner site exchanging a sign-in service ticket for a session. */
  SSO_TICKET: 'sso-ticket',
  /** A wrong old password when changing it counts like a wrong sign-in. */
  CHANGE_PASSWORD: 'change-password',
} as const;
export type TLoginMethod = ValueOf<typeof LoginMethod>;

export const LOGIN_METHOD_LABELS: Record<TLoginMethod, string> = {
  'student-password': '学生密码登录',
  'teacher-password': '教师密码登录',
  'teacher-code': '教师验证码登录',
  'tourist-code': '体验账号验证码登录',
  'staff-password': '后台密码登录',
  'staff-mobile-password': '后台手机号密码登录',
  'staff-code': '后台验证码登录',
  'sso-password': '统一登录',
  'sso-code': '统一登录验证码登录',
  'sso-ticket': '统一登录票据',
  'change-password': '修改密码',
};

/** What came of a sign-in attempt (login record `result`). */
export const LoginResult = {
  SUCCESS: 'success',
  WRONG_PASSWORD: 'wrong-password',
  WRONG_CODE: 'wrong-code',
  LOCKED: 'locked',
  DISABLED: 'disabled',
  NO_ACCOUNT: 'no-account',
  NO_TRIAL: 'no-trial',
} as const;
export type TLoginResult = ValueOf<typeof LoginResult>;

export const LOGIN_RESULT_LABELS: Record<TLoginResult, string> = {
  success: '登录成功',
  'wrong-password': '密码错误',
  'wrong-code': '验证码错误',
  locked: '账号已锁定',
  disabled: '账号已停用',
  'no-account': '无可用账号',
  'no-trial': '无体验账号',
};

/** Mask a mobile for public lists: 13900000000 → 139****0000. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 11 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** Mask a name for public lists: keep the first character. 王小明 → 王**. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(1, Math.min(chars.length - 1, 3)));
}
