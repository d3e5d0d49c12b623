import { z } from 'zod';
import { ZPageOf } from '../schemas/envelope';
import { ZCaptcha, ZEncodedPassword, ZLoginName, ZMobile, ZPageQuery } from '../common/fields';
import { ZWireDateTime } from '../common/date-time';
import { LoginMethod, LoginResult, type TLoginMethod, type TLoginResult } from './auth-constants';
import { AuthMessages } from './auth-messages';
import { LoginException, type TLoginException } from './identity-password.schema';
import { ZStaffAccessInfo } from '../staff/staff-access.schema';

/** Sign-in, sessions, codes and the login record: requests and answers. */

export const ZStaffLoginBody = z.object({ username: ZLoginName, password: ZEncodedPassword });
export const ZStudentLoginBody = z.object({ username: ZLoginName, password: ZEncodedPassword });
export const ZMobilePasswordBody = z.object({ mobile: ZMobile, password: ZEncodedPassword });
export const ZTeacherCodeLoginBody = z.object({
  mobile: ZMobile,
  captcha: ZCaptcha,
  /** A trial visitor signing in from the trial tab. */
  tourist: z.boolean().optional().default(false),
});
export const ZMobileCodeBody = z.object({ mobile: ZMobile, captcha: ZCaptcha });
export const ZOmsCodeLoginBody = z.object({
  mobile: ZMobile,
  captcha: ZCaptcha,
  /** A client-made id tying the sign-in to its device, kept in the login record. */
  traceId: z.string().trim().max(64).optional(),
});

/** One item of a sign-in result's `accountList`: an account of the person in one school. */
export const ZAccountListItem = z.object({
  accountUserId: z.number(),
  accountName: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  accountType: z.number(),
});

/** Who signed in to the back office, with their permission codes, data scope and unmasked fields. */
export const ZStaffProfile = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  ...ZStaffAccessInfo.shape,
});
export type TStaffProfile = z.infer<typeof ZStaffProfile>;

/** What every sign-in call answers: the token, the accounts, the login tenant. */
export const ZSignInResult = z.object({
  token: z.string(),
  refreshToken: z.string(),
  accountType: z.number().nullable(),
  accountList: z.array(ZAccountListItem),
  loginTenantId: z.number().nullable(),
  tourist: z.boolean(),
  /** Back-office sign-ins only: who signed in. */
  staff: ZStaffProfile.optional(),
});
export type TSignInResult = z.infer<typeof ZSignInResult>;

export const ZRefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const ZTicketLoginBody = z.object({
  ticket: z.string().min(1).max(200),
  service: z.string().min(1).max(2000),
});
export const ZTokenPair = z.object({ token: z.string(), refreshToken: z.string() });

export const ZAlive = z.object({
  alive: z.literal(true),
  user: z.object({
    id: z.number(),
    name: z.string(),
    audience: z.enum(['learner', 'staff']),
    accountType: z.number().nullable(),
    schoolId: z.number().nullable(),
    staffType: z.number().nullable(),
    /** Staff sessions: the permission codes, data scope and unmasked fields of their roles now. */
    staff: ZStaffAccessInfo.optional(),
  }),
});
export type TAlive = z.infer<typeof ZAlive>;

export const ZTouristScroll = z.object({
  totalAccount: z.number(),
  touristAccountScrollList: z.array(
    z.object({
      /** Masked, e.g. 王**. */
      accountName: z.string(),
      /** Masked, e.g. 139****0000. */
      accountMobile: z.string(),
    }),
  ),
});
export type TTouristScroll = z.infer<typeof ZTouristScroll>;

const loginMethods = Object.values(LoginMethod) as [TLoginMethod, ...TLoginMethod[]];
const loginResults = Object.values(LoginResult) as [TLoginResult, ...TLoginResult[]];
const loginExceptions = Object.values(LoginException) as [TLoginException, ...TLoginException[]];

export const ZLoginRecordQuery = ZPageQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
  account: z.string().trim().max(64).optional(),
  method: z.enum(loginMethods).optional(),
  result: z.enum(loginResults).optional(),
  startTime: ZWireDateTime.optional(),
  endTime: ZWireDateTime.optional(),
  /** City (or 内网, 本机) contains. */
  city: z.string().trim().max(32).optional(),
  /** Only attempts with this exception flag, or with any ('any'). */
  exception: z.enum([...loginExceptions, 'any']).optional(),
});
export type TLoginRecordQuery = z.output<typeof ZLoginRecordQuery>;

export const ZLoginRecord = z.object({
  id: z.number(),
  loginTime: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  accountKind: z.enum(['name', 'mobile']),
  account: z.string(),
  method: z.string(),
  methodLabel: z.string(),
  result: z.string(),
  resultLabel: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  traceId: z.string().nullable(),
  city: z.string().nullable(),
  device: z.string().nullable(),
  /** Exception flags (LoginException) and their labels; empty for an ordinary sign-in. */
  exceptions: z.array(z.string()),
  exceptionLabels: z.array(z.string()),
});
export const ZLoginRecordPage = ZPageOf(ZLoginRecord);

/** A code-sending call's query: the mobile the code goes to. */
export const ZCodeMobileQuery = z.object({ mobile: ZMobile });

/** The voice code's query. */
export const ZAudioCaptchaQuery = z.object({
  mobile: ZMobile,
  /** The spec fixes it at 0: a voice code for the caller's own password reset. */
  modifyUserId: z.coerce
    .number()
    .int()
    .min(0)
    .max(0, AuthMessages.MODIFY_USER_ID_INVALID)
    .default(0),
});
