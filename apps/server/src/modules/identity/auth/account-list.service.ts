import { AccountType } from '@haoduo/contract';
import type { TAuth } from '../../../platform/auth/auth-context';
import type { TDb } from '../../../platform/db/database';
import { presentAccount } from '../users/users.presenter';
import { findAccountsOfUser } from '../users/users.queries';
import { teacherAccountChoice } from './learner-login.service';
import { isTouristSession } from './sessions.service';
import type { TStudentClassAccounts } from './student-class-accounts';

/** The signed-in learner's accountList, chosen as at sign-in. */
export async function accountListOf(
  db: TDb,
  studentClassAccounts: TStudentClassAccounts,
  auth: TAuth,
) {
  if (auth.accountType === AccountType.STUDENT) {
    return (await studentClassAccounts(db, auth.userId)).map(presentAccount);
  }
  const all = await findAccountsOfUser(db, auth.userId, AccountType.TEACHER);
  const tourist = await isTouristSession(db, auth.sessionId);
  return teacherAccountChoice(all, tourist).accounts.map(presentAccount);
}
