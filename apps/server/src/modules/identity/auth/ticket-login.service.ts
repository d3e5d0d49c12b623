import { AccountType, AuthMessages, LoginMethod } from '@haoduo/contract';
import type { TDb } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { validateTicket } from '../sso/sso-tickets.service';
import { findAccountsOfUser } from '../users/users.queries';
import { openLearnerSession, teacherAccountChoice } from './learner-login.service';
import { nameAccount, type TRequestMeta } from './login-records';
import type { TStudentClassAccounts } from './student-class-accounts';

export interface TTicketLoginInput {
  ticket: string;
  service: string;
  meta: TRequestMeta;
}

/**
 * The learner site's half of single sign-on: a ticket from /sso/login (single use, short
 * lived, bound to the service URL it was issued for) becomes an API session with the usual
 * sign-in result. Back-office sign-in sessions are not learner sessions and are refused.
 */
export async function ticketLogin(
  db: TDb,
  studentClassAccounts: TStudentClassAccounts,
  input: TTicketLoginInput,
  now = new Date(),
) {
  const check = await validateTicket(
    db,
    { ticket: input.ticket, service: input.service, renew: false, allowProxy: false },
    now,
  );
  if (!check.ok) throw badRequest(AuthMessages.SSO_TICKET_INVALID);
  const { userId, accountType } = check.session;
  const base = {
    userId,
    account: nameAccount(`sso:${userId}`),
    method: LoginMethod.SSO_TICKET,
    meta: input.meta,
    now,
  };
  if (accountType === AccountType.STUDENT) {
    const accounts = await studentClassAccounts(db, userId);
    return openLearnerSession(db, { ...base, accountType, accounts, tourist: false });
  }
  if (accountType === AccountType.TEACHER) {
    const choice = teacherAccountChoice(
      await findAccountsOfUser(db, userId, AccountType.TEACHER),
      false,
    );
    return openLearnerSession(db, {
      ...base,
      accountType,
      accounts: choice.accounts,
      tourist: choice.tourist,
    });
  }
  throw badRequest(AuthMessages.SSO_TICKET_INVALID);
}
