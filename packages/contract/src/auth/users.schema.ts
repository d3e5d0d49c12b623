import { z } from 'zod';
import { ZCaptcha, ZMobile, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZPageOf } from '../schemas/envelope';
import { AuthMessages } from './auth-messages';

/** The user service: one's password and mobile, the forgot-password flow, locks (back office). */

/** An encoded password field with its own "required" message. */
function encodedPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(256, Messages.FIELD_TOO_LONG);
}

export const ZChangePasswordBody = z.object({
  oldPassword: encodedPassword(Messages.OLD_PASSWORD_REQUIRED),
  newPassword: encodedPassword(Messages.NEW_PASSWORD_REQUIRED),
});

export const ZSetPasswordBody = z.object({
  password: encodedPassword(Messages.NEW_PASSWORD_REQUIRED),
  repeatPassword: encodedPassword(Messages.CONFIRM_PASSWORD_REQUIRED),
});

export const ZResetPasswordBody = ZSetPasswordBody.extend({
  token: z
    .string({ error: AuthMessages.RESET_TOKEN_INVALID })
    .min(1, AuthMessages.RESET_TOKEN_INVALID)
    .max(200, AuthMessages.RESET_TOKEN_INVALID),
});

export const ZUserMobileQuery = z.object({ mobile: ZMobile });
export const ZMobileCodeQuery = z.object({ mobile: ZMobile, captcha: ZCaptcha });

export const ZPasswordExist = z.object({ exist: z.boolean() });
export const ZResetToken = z.object({ token: z.string() });
export const ZMobileAvailable = z.object({ available: z.boolean() });

export const ZUserDetail = z.object({
  userId: z.number(),
  name: z.string(),
  mobile: z.string().nullable(),
  username: z.string().nullable(),
  status: z.number(),
  hasPassword: z.boolean(),
  locked: z.boolean(),
  staffType: z.number().nullable(),
  accounts: z.array(
    z.object({
      accountUserId: z.number(),
      accountName: z.string(),
      schoolId: z.number(),
      schoolName: z.string(),
      accountType: z.number(),
      tourist: z.boolean(),
    }),
  ),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

export const ZLockListQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
});
export type TLockListQuery = z.output<typeof ZLockListQuery>;

export const ZUserLock = z.object({
  id: z.number(),
  accountKind: z.enum(['name', 'mobile']),
  account: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  failures: z.number(),
  lockedAt: z.string(),
  lockedUntil: z.string(),
});
export const ZUserLockPage = ZPageOf(ZUserLock);

export const ZUnlockBody = z
  .object({
    /** A lock's id from find-user-lock-list. */
    id: z.number().int().positive().optional(),
    /** Or: every lock of this user. */
    userId: z.number().int().positive().optional(),
  })
  .refine((body) => body.id !== undefined || body.userId !== undefined, {
    message: AuthMessages.UNLOCK_TARGET_REQUIRED,
    path: ['id'],
  });
export type TUnlockBody = z.infer<typeof ZUnlockBody>;

/** Free mobiles: numbers exempt from the daily code limit (back office). */
export const FreeMobileType = { TEST_DEVICE: 1, FRONT_DESK: 2, OTHER: 3 } as const;
export const FREE_MOBILE_TYPE_LABELS: Record<number, string> = {
  1: '测试设备',
  2: '学校前台',
  3: '其他',
};

export const ZFreeMobileFields = z.object({
  mobile: ZMobile,
  owner: z.string().trim().min(1, Messages.FIELD_REQUIRED).max(32, Messages.FIELD_TOO_LONG),
  reason: z.string().trim().min(1, Messages.FIELD_REQUIRED).max(200, Messages.FIELD_TOO_LONG),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export const ZFreeMobileEditBody = ZFreeMobileFields.extend({ id: z.number().int().positive() });
export const ZFreeMobileIdBody = z.object({ id: z.number().int().positive() });
export const ZFreeMobilePageQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export const ZFreeMobile = z.object({
  id: z.number(),
  mobile: z.string(),
  owner: z.string(),
  reason: z.string(),
  type: z.number(),
  typeName: z.string(),
  status: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFreeMobile = z.infer<typeof ZFreeMobile>;
export const ZFreeMobilePage = ZPageOf(ZFreeMobile);
