import {
  AccountType,
  AuthMessages,
  CodePurpose,
  decodePassword,
  LoginMethod,
  LoginResult,
  Messages,
  SessionAudience,
  UserStatus,
} from '@haoduo/contract';
import type { TDb } from '../../../platform/db/database';
import { forbidden } from '../../../platform/http/errors';
import {
  findAccountsOfUser,
  findUserByMobile,
  findUserByUsername,
  type TAccountRow,
} from '../users/users.queries';
import { checkCode } from './code-check';
import { presentLoginResult } from './login-result.presenter';
import {
  mobileAccount,
  nameAccount,
  recordLogin,
  type TLoginAccount,
  type TRequestMeta,
} from './login-records';
import { checkPassword } from './password-check';
import { createSession } from './sessions.service';
import type { TStudentClassAccounts } from './student-class-accounts';

/** The learner site's sign-ins: students by login name, teachers and trial visitors by mobile. */

export interface TStudentLoginInput {
  username: string;
  encodedPassword: string;
  meta: TRequestMeta;
}

export async function studentLogin(
  db: TDb,
  studentClassAccounts: TStudentClassAccounts,
  input: TStudentLoginInput,
  now = new Date(),
) {
  const account = nameAccount(input.username);
  const user = await checkPassword(
    db,
    {
      account,
      password: decodePassword(input.encodedPassword) ?? '',
      method: LoginMethod.STUDENT_PASSWORD,
      wrongMessage: AuthMessages.STUDENT_WRONG_CREDENTIALS,
      meta: input.meta,
      findUser: async () => {
        const found = await findUserByUsername(db, account.value);
        if (!found) return null;
        const accounts = await findAccountsOfUser(db, found.id, AccountType.STUDENT);
        return accounts.length > 0 ? found : null;
      },
    },
    now,
  );
  // Only schools where the pupil has a valid class; an empty list is the app's warning.
  const accounts = await studentClassAccounts(db, user.id);
  return openLearnerSession(db, {
    userId: user.id,
    accountType: AccountType.STUDENT,
    accounts,
    tourist: false,
    account,
    method: LoginMethod.STUDENT_PASSWORD,
    meta: input.meta,
    now,
  });
}

export interface TTeacherPasswordLoginInput {
  mobile: string;
  encodedPassword: string;
  meta: TRequestMeta;
}

export async function teacherPasswordLogin(
  db: TDb,
  input: TTeacherPasswordLoginInput,
  now = new Date(),
) {
  const account = mobileAccount(input.mobile);
  let teacherAccounts: TAccountRow[] = [];
  const user = await checkPassword(
    db,
    {
      account,
      password: decodePassword(input.encodedPassword) ?? '',
      method: LoginMethod.TEACHER_PASSWORD,
      wrongMessage: AuthMessages.MOBILE_WRONG_CREDENTIALS,
      meta: input.meta,
      findUser: async () => {
        const found = await findUserByMobile(db, account.value);
        if (!found) return null;
        teacherAccounts = await findAccountsOfUser(db, found.id, AccountType.TEACHER);
        return teacherAccounts.length > 0 ? found : null;
      },
    },
    now,
  );
  const { accounts, tourist } = teacherAccountChoice(teacherAccounts, false);
  return openLearnerSession(db, {
    userId: user.id,
    accountType: AccountType.TEACHER,
    accounts,
    tourist,
    account,
    method: LoginMethod.TEACHER_PASSWORD,
    meta: input.meta,
    now,
  });
}

export interface TTeacherCodeLoginInput {
  mobile: string;
  captcha: string;
  /** A trial visitor signing in from the trial tab. */
  tourist: boolean;
  meta: TRequestMeta;
}

export async function teacherCodeLogin(db: TDb, input: TTeacherCodeLoginInput, now = new Date()) {
  const account = mobileAccount(input.mobile);
  const method = input.tourist ? LoginMethod.TOURIST_CODE : LoginMethod.TEACHER_CODE;
  const record = (result: (typeof LoginResult)[keyof typeof LoginResult], userId: number | null) =>
    recordLogin(db, { account, userId, method, result, meta: input.meta }, now);

  const user = await findUserByMobile(db, account.value);
  const teacherAccounts = user ? await findAccountsOfUser(db, user.id, AccountType.TEACHER) : [];
  if (input.tourist && !teacherAccounts.some((a) => a.tourist)) {
    // A mobile with no trial account gets 403 at sign-in.
    await record(LoginResult.NO_TRIAL, user?.id ?? null);
    throw forbidden(Messages.NO_TRIAL_ACCOUNT);
  }
  await checkCode(
    db,
    { account, purpose: CodePurpose.LOGIN, code: input.captcha, method, meta: input.meta },
    now,
  );
  if (!user || teacherAccounts.length === 0) {
    await record(LoginResult.NO_ACCOUNT, user?.id ?? null);
    throw forbidden(AuthMessages.NO_TEACHER_ACCOUNT);
  }
  if (user.status !== UserStatus.ACTIVE) {
    await record(LoginResult.DISABLED, user.id);
    throw forbidden(AuthMessages.ACCOUNT_DISABLED);
  }
  const { accounts, tourist } = teacherAccountChoice(teacherAccounts, input.tourist);
  return openLearnerSession(db, {
    userId: user.id,
    accountType: AccountType.TEACHER,
    accounts,
    tourist,
    account,
    method,
    meta: input.meta,
    now,
  });
}

/**
 * Which of a teacher's accounts a sign-in lists: trial accounts for a trial sign-in;
 * otherwise the regular ones, or the trial ones of a visitor who has nothing else.
 */
export function teacherAccountChoice(all: TAccountRow[], touristSignIn: boolean) {
  const trial = all.filter((a) => a.tourist);
  const regular = all.filter((a) => !a.tourist);
  if (touristSignIn || regular.length === 0) return { accounts: trial, tourist: true };
  return { accounts: regular, tourist: false };
}

export interface TOpenSessionInput {
  userId: number;
  accountType: typeof AccountType.TEACHER | typeof AccountType.STUDENT;
  accounts: Omit<TAccountRow, 'tourist'>[];
  tourist: boolean;
  account: TLoginAccount;
  method: (typeof LoginMethod)[keyof typeof LoginMethod];
  meta: TRequestMeta;
  now: Date;
}

export async function openLearnerSession(db: TDb, input: TOpenSessionInput) {
  const session = await db.transaction(async (tx) => {
    const created = await createSession(
      tx,
      {
        userId: input.userId,
        audience: SessionAudience.LEARNER,
        accountType: input.accountType,
        tourist: input.tourist,
        ip: input.meta.ip,
        userAgent: input.meta.userAgent,
      },
      input.now,
    );
    await recordLogin(
      tx,
      {
        account: input.account,
        userId: input.userId,
        method: input.method,
        result: LoginResult.SUCCESS,
        meta: input.meta,
      },
      input.now,
    );
    return created;
  });
  return presentLoginResult(session, input.accountType, input.accounts, input.tourist);
}
