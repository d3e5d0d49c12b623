import { AccountType } from '@haoduo/contract';
import type { TLoginResult } from './login-result';

/**
 * What follows a sign-in once the password is set: a student without
 * accounts gets the no-class warning, a teacher without accounts is let go, a teacher with
 * several schools picks one, everyone else enters with the first account.
 */
export type TSignInStep = 'no-class' | 'no-account' | 'choose-school' | 'enter';

export function nextSignInStep(
  result: Pick<TLoginResult, 'accountType' | 'accountList'>,
): TSignInStep {
  const count = result.accountList.length;
  if (result.accountType === AccountType.STUDENT) return count === 0 ? 'no-class' : 'enter';
  if (count === 0) return 'no-account';
  return count > 1 ? 'choose-school' : 'enter';
}
