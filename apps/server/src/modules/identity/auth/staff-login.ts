import {
  AuthMessages,
  CodePurpose,
  decodePassword,
  LoginMethod,
  LoginResult,
  SessionAudience,
  UserStatus,
  ZMobile,
} from '@haoduo/contract';
import type { TStaffAccess, TStaffAccessResolver } from '../../../platform/auth/staff-access';
import type { TDb } from '../../../platform/db/database';
import { forbidden } from '../../../platform/http/errors';
import {
  findStaffMember,
  findUserByMobile,
  findUserByUsername,
  type TUserRow,
} from '../users/users.queries';
import { checkCode } from './code-check';
import {
  mobileAccount,
  nameAccount,
  recordLogin,
  type TLoginAccount,
  type TRequestMeta,
} from './login-records';
import { checkPassword } from './password-check';
import { createSession } from './sessions.service';

/** Back-office sign-ins: by user name and password, by mobile and password, by mobile and code. */

export const WRONG_CREDENTIALS = AuthMessages.STAFF_WRONG_CREDENTIALS;

export interface TStaffLoginInput {
  username: string;
  encodedPassword: string;
  meta: TRequestMeta;
  /** Computes the user's permissions and scope, which the result carries. */
  access: TStaffAccessResolver;
}

async function staffUser(db: TDb, user: TUserRow | null): Promise<TUserRow | null> {
  if (!user) return null;
  return (await findStaffMember(db, user.id)) ? user : null;
}

/** The login name is a user name, or a staff user's mobile when no user has it as a name. */
async function findByLoginName(db: TDb, loginName: string): Promise<TUserRow | null> {
  const byName = await findUserByUsername(db, loginName);
  if (byName || !ZMobile.safeParse(loginName).success) return byName;
  return findUserByMobile(db, loginName);
}

export async function staffLogin(db: TDb, input: TStaffLoginInput, now = new Date()) {
  const account = nameAccount(input.username);
  const user = await checkPassword(
    db,
    {
      account,
      password: decodePassword(input.encodedPassword) ?? '',
      method: LoginMethod.STAFF_PASSWORD,
      wrongMessage: AuthMessages.STAFF_WRONG_CREDENTIALS,
      meta: input.meta,
      findUser: async () => staffUser(db, await findByLoginName(db, account.value)),
    },
    now,
  );
  return openStaffSession(db, user, account, LoginMethod.STAFF_PASSWORD, input, now);
}

export interface TStaffMobilePasswordInput {
  mobile: string;
  encodedPassword: string;
  meta: TRequestMeta;
  /** Computes the user's permissions and scope, which the result carries. */
  access: TStaffAccessResolver;
}

export async function staffMobilePasswordLogin(
  db: TDb,
  input: TStaffMobilePasswordInput,
  now = new Date(),
) {
  const account = mobileAccount(input.mobile);
  const user = await checkPassword(
    db,
    {
      account,
      password: decodePassword(input.encodedPassword) ?? '',
      method: LoginMethod.STAFF_MOBILE_PASSWORD,
      wrongMessage: AuthMessages.MOBILE_WRONG_CREDENTIALS,
      meta: input.meta,
      findUser: async () => staffUser(db, await findUserByMobile(db, account.value)),
    },
    now,
  );
  return openStaffSession(db, user, account, LoginMethod.STAFF_MOBILE_PASSWORD, input, now);
}

export interface TStaffCodeLoginInput {
  mobile: string;
  captcha: string;
  meta: TRequestMeta;
  /** Computes the user's permissions and scope, which the result carries. */
  access: TStaffAccessResolver;
}

export async function staffCodeLogin(db: TDb, input: TStaffCodeLoginInput, now = new Date()) {
  const account = mobileAccount(input.mobile);
  await checkCode(
    db,
    {
      account,
      purpose: CodePurpose.STAFF,
      code: input.captcha,
      method: LoginMethod.STAFF_CODE,
      meta: input.meta,
    },
    now,
  );
  const user = await staffUser(db, await findUserByMobile(db, account.value));
  if (!user || user.status !== UserStatus.ACTIVE) {
    await recordLogin(
      db,
      {
        account,
        userId: user?.id ?? null,
        method: LoginMethod.STAFF_CODE,
        result: user ? LoginResult.DISABLED : LoginResult.NO_ACCOUNT,
        meta: input.meta,
      },
      now,
    );
    throw forbidden(user ? AuthMessages.ACCOUNT_DISABLED : AuthMessages.NO_STAFF_ACCOUNT);
  }
  return openStaffSession(db, user, account, LoginMethod.STAFF_CODE, input, now);
}

async function openStaffSession(
  db: TDb,
  user: TUserRow,
  account: TLoginAccount,
  method: (typeof LoginMethod)[keyof typeof LoginMethod],
  { meta, access }: { meta: TRequestMeta; access: TStaffAccessResolver },
  now: Date,
) {
  const staff = (await findStaffMember(db, user.id))!;
  const granted = await access({
    userId: user.id,
    staffType: staff.staffType,
    staffSchoolId: staff.schoolId,
    staffRegionId: staff.districtId,
  });
  const session = await db.transaction(async (tx) => {
    const created = await createSession(
      tx,
      {
        userId: user.id,
        audience: SessionAudience.STAFF,
        accountType: null,
        ip: meta.ip,
        userAgent: meta.userAgent,
      },
      now,
    );
    await recordLogin(
      tx,
      { account, userId: user.id, method, result: LoginResult.SUCCESS, meta },
      now,
    );
    return created;
  });
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    accountType: null,
    accountList: [],
    loginTenantId: null,
    tourist: false,
    staff: {
      id: user.id,
      username: user.username ?? '',
      name: user.name,
      ...staffAccessInfo(granted),
    },
  };
}

/** A staff user's access as sign-in and check-alive answer it. */
export function staffAccessInfo(access: TStaffAccess) {
  return {
    staffType: access.staffType,
    permissions: [...access.permissions].sort(),
    dataScope: access.scope,
    unmask: [...access.unmask],
  };
}
