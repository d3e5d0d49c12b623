import { AccountType, UserStatus } from '@haoduo/contract';
import type { TDb } from '../../../platform/db/database';
import { findStaffMember, findUserByMobile, hasActiveAccount } from '../users/users.queries';

/**
 * Who may receive which code. The answer to the caller does not depend on it (a mobile that
 * may not receive one is recorded like the others, and simply gets no message), except for
 * trial codes: a mobile without a trial account is told so at once (captcha.routes.ts).
 */

async function activeUser(db: TDb, mobile: string) {
  const user = await findUserByMobile(db, mobile);
  return user && user.status === UserStatus.ACTIVE ? user : null;
}

/** Teacher sign-in codes: mobiles with an active teacher account (trial ones included). */
export async function mayReceiveTeacherCode(db: TDb, mobile: string): Promise<boolean> {
  const user = await activeUser(db, mobile);
  return user ? hasActiveAccount(db, user.id, AccountType.TEACHER) : false;
}

/** Trial codes: only mobiles with an active trial account. */
export async function mayReceiveTrialCode(db: TDb, mobile: string): Promise<boolean> {
  const user = await activeUser(db, mobile);
  return user ? hasActiveAccount(db, user.id, AccountType.TEACHER, true) : false;
}

/** Back-office codes: staff mobiles. */
export async function mayReceiveStaffCode(db: TDb, mobile: string): Promise<boolean> {
  const user = await activeUser(db, mobile);
  return user ? Boolean(await findStaffMember(db, user.id)) : false;
}

/** Password-reset codes: any active user with that mobile. */
export async function mayReceiveResetCode(db: TDb, mobile: string): Promise<boolean> {
  return Boolean(await activeUser(db, mobile));
}
