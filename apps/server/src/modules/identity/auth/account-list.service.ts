import { AccountType } from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { findStudentAccountsWithValidClass } from '../classes/classes.queries';
import { presentAccount } from '../users/users.presenter';
import { findAccountsOfUser } from '../users/users.queries';
import { teacherAccountChoice } from './learner-login.service';
import { isTouristSession } from './sessions.service';

/** The signed-in learner's accountList, chosen as at sign-in. */
export async function accountListOf(db: TDb, auth: TAuth) {
  if (auth.accountType === AccountType.STUDENT) {
    return (await findStudentAccountsWithValidClass(db, auth.userId)).map(presentAccount);
  }
  const all = await findAccountsOfUser(db, auth.userId, AccountType.TEACHER);
  const tourist = await isTouristSession(db, auth.sessionId);
  return teacherAccountChoice(all, tourist).accounts.map(presentAccount);
}
