import {
  AccountType,
  type TAccountType,
  type TSession,
  type TSignInResult,
} from '@haoduo/contract';

/** A sign-in result (token, accounts, login tenant), as every sign-in call answers. */
export type TLoginResult = TSignInResult;

export function accountTypeOf(value: number | null): TAccountType | null {
  if (value === AccountType.TEACHER) return AccountType.TEACHER;
  if (value === AccountType.STUDENT) return AccountType.STUDENT;
  return null;
}

/**
 * The request session of a sign-in that is not kept yet: its token, account type and
 * school (for students the login tenant id when present, as the store would send).
 */
export function sessionOfLoginResult(result: TLoginResult): TSession {
  const first = result.accountList[0]?.schoolId ?? null;
  const schoolId =
    result.accountType === AccountType.STUDENT ? (result.loginTenantId ?? first) : first;
  return { token: result.token, accountType: result.accountType, schoolId };
}
