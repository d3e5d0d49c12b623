import { z } from 'zod';
import { ZCaptcha, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZPageOf } from '../schemas/envelope';

type ValueOf<T> = T[keyof T];

/**
 * The identity password (a staff member's second password for sensitive actions), the
 * exception flags of sign-ins, IP-to-city and third-party bindings.
 */

export const IdentityPasswordRule = {
  /** A successful check lets sensitive actions pass for this many minutes. */
  FRESH_MINUTES: 15,
  /** This many wrong answers in a row lock the check ... */
  MAX_FAILURES: 5,
  /** ... for this many minutes. */
  LOCK_MINUTES: 15,
} as const;

export const IdentityMessages = {
  REQUIRED: '该操作需要先验证身份密码',
  NOT_SET: '你还没有设置身份密码，请先在“身份密码”中设置',
  ALREADY_SET: '你已设置过身份密码，如需更改请使用修改身份密码',
  WRONG: '身份密码错误',
  OLD_WRONG: '原身份密码不正确',
  LOCKED: '身份密码错误次数过多，请{minutes}分钟后再试',
  SAME_AS_LOGIN: '身份密码不能与登录密码相同',
  NO_MOBILE: '你的账号没有绑定手机号，无法通过验证码找回身份密码',
  OLD_OR_CAPTCHA: '请输入原身份密码或手机验证码',
  NO_FIELD_PERMISSION: '你的角色没有查看完整信息的权限',
  OPEN_USER_NOT_FOUND: '未找到该第三方账号绑定',
  OLD_MOBILE_CODE_FIRST: '请先验证原手机号',
} as const;

/** A sign-in flagged as unusual (login_records.exceptions). */
export const LoginException = {
  NEW_CITY: 'new-city',
  NEW_DEVICE: 'new-device',
  MANY_FAILURES: 'many-failures',
  ODD_HOUR: 'odd-hour',
} as const;
export type TLoginException = ValueOf<typeof LoginException>;
export const LOGIN_EXCEPTION_LABELS: Record<TLoginException, string> = {
  'new-city': '新城市登录',
  'new-device': '新设备登录',
  'many-failures': '多次失败',
  'odd-hour': '非常用时段',
};

/** Third-party platforms a user may be bound to. */
export const OpenPlatform = { WX_MA: 'wx-ma', ZLB: 'zlb', DD: 'dd' } as const;
export type TOpenPlatform = ValueOf<typeof OpenPlatform>;
export const OPEN_PLATFORM_LABELS: Record<TOpenPlatform, string> = {
  'wx-ma': '微信小程序',
  zlb: '浙里办',
  dd: '钉钉',
};

function encoded(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(256, Messages.FIELD_TOO_LONG);
}

export const ZIdentityPasswordBody = z.object({
  password: encoded(Messages.NEW_PASSWORD_REQUIRED),
  repeatPassword: encoded(Messages.CONFIRM_PASSWORD_REQUIRED),
});

/** Change the identity password: with the old one, or (forgotten) with a code to one's mobile. */
export const ZIdentityPasswordUpdateBody = ZIdentityPasswordBody.extend({
  oldPassword: z.string().max(256, Messages.FIELD_TOO_LONG).optional(),
  captcha: ZCaptcha.optional(),
});

export const ZIdentityCheckBody = z.object({
  password: encoded(IdentityMessages.WRONG),
});
export const ZIdentityCaptchaBody = z.object({ captcha: ZCaptcha });

export const ZIdentityStatus = z.object({
  /** Whether the user has set an identity password. */
  exist: z.boolean(),
  /** Until when sensitive actions pass without asking again (null: ask now). */
  verifiedUntil: z.string().nullable(),
});
export type TIdentityStatus = z.infer<typeof ZIdentityStatus>;
export const ZCaptchaValid = z.object({ valid: z.boolean() });

/** Reveal one personal field of a user (after the identity check; written to the access log). */
export const ZRevealFieldBody = z.object({
  userId: z.number().int().positive(),
  field: z.enum(['mobile']),
});
export const ZRevealedField = z.object({ value: z.string().nullable() });

export const ZIpCityQuery = z.object({ ip: z.string().trim().max(64).optional() });
export const ZIpCity = z.object({
  ip: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  /** 内网 / 本机 for private and loopback addresses. */
  label: z.string(),
});
export type TIpCity = z.infer<typeof ZIpCity>;

export const ZOpenUserQuery = z.object({
  userId: z.coerce.number().int().positive().optional(),
  mobile: z.string().trim().max(20).optional(),
});
export const ZOpenUser = z.object({
  id: z.number(),
  userId: z.number(),
  platform: z.string(),
  platformName: z.string(),
  appId: z.string(),
  openId: z.string(),
  nickname: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOpenUserList = z.array(ZOpenUser);
export const ZUnbindOpenUserBody = z.object({ id: z.number().int().positive() });

/** The access log of unmasked reads (back office). */
export const ZAccessLogQuery = ZPageQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
});
export const ZAccessLogRow = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number(),
  userName: z.string().nullable(),
  endpoint: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  field: z.string(),
  ip: z.string().nullable(),
});
export const ZAccessLogPage = ZPageOf(ZAccessLogRow);
