import {
  AccountType,
  AuthMessages,
  CodePurpose,
  LoginMethod,
  LoginResult,
  MOBILE_PATTERN,
  type TAccountType,
  UserStatus,
} from '@haoduo/contract';
import type { TDb } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { checkCode } from '../auth/code-check';
import { checkPassword } from '../auth/password-check';
import { mobileAccount, nameAccount, recordLogin, type TRequestMeta } from '../auth/login-records';
import {
  findStaffMember,
  findUserByMobile,
  findUserByUsername,
  hasActiveAccount,
} from '../users/users.queries';
import { createSsoSession } from './sso-sessions.service';

/**
 * Sign-in on the sign-in service's page: a login name (pupils, staff) or a mobile
 * (teachers, staff) and a password, with the same lockout and login record as the apps.
 * The account type is the one the name or mobile signs in as: a pupil by login name,
 * a teacher by mobile, otherwise back-office staff (null).
 */
export async function ssoSignIn(
  db: TDb,
  input: { account: string; password: string; meta: TRequestMeta },
  now = new Date(),
) {
  const byMobile = MOBILE_PATTERN.test(input.account.trim());
  const account = byMobile ? mobileAccount(input.account) : nameAccount(input.account);
  let accountType: TAccountType | null = null;
  const user = await checkPassword(
    db,
    {
      account,
      password: input.password,
      method: LoginMethod.SSO_PASSWORD,
      wrongMessage: AuthMessages.SSO_WRONG_CREDENTIALS,
      meta: input.meta,
      findUser: async () => {
        const found = byMobile
          ? await findUserByMobile(db, account.value)
          : await findUserByUsername(db, account.value);
        if (!found) return null;
        const learnerType = byMobile ? AccountType.TEACHER : AccountType.STUDENT;
        if (await hasActiveAccount(db, found.id, learnerType)) {
          accountType = learnerType;
          return found;
        }
        return (await findStaffMember(db, found.id)) ? found : null;
      },
    },
    now,
  );
  return db.transaction(async (tx) => {
    const created = await createSsoSession(tx, { userId: user.id, accountType }, now);
    await recordLogin(
      tx,
      {
        account,
        userId: user.id,
        method: LoginMethod.SSO_PASSWORD,
        result: LoginResult.SUCCESS,
        meta: input.meta,
      },
      now,
    );
    return { token: created.token, sessionId: created.session.id, name: user.name };
  });
}

/**
 * Sign-in on the code page: the mobile's SMS code (purpose login) is used up; a mobile with
 * an active teacher account signs in as that teacher, otherwise as back-office staff.
 */
export async function ssoCodeSignIn(
  db: TDb,
  input: { mobile: string; captcha: string; meta: TRequestMeta },
  now = new Date(),
) {
  const account = mobileAccount(input.mobile);
  await checkCode(
    db,
    {
      account,
      purpose: CodePurpose.LOGIN,
      code: input.captcha,
      method: LoginMethod.SSO_CODE,
      meta: input.meta,
    },
    now,
  );
  const user = await findUserByMobile(db, account.value);
  if (!user || user.status !== UserStatus.ACTIVE) throw badRequest(AuthMessages.CAPTCHA_WRONG);
  let accountType: TAccountType | null = null;
  if (await hasActiveAccount(db, user.id, AccountType.TEACHER)) accountType = AccountType.TEACHER;
  else if (!(await findStaffMember(db, user.id))) throw badRequest(AuthMessages.CAPTCHA_WRONG);
  return db.transaction(async (tx) => {
    const created = await createSsoSession(tx, { userId: user.id, accountType }, now);
    await recordLogin(
      tx,
      {
        account,
        userId: user.id,
        method: LoginMethod.SSO_CODE,
        result: LoginResult.SUCCESS,
        meta: input.meta,
      },
      now,
    );
    return { token: created.token, sessionId: created.session.id, name: user.name };
  });
}
