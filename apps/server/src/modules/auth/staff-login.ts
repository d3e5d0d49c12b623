import { decodePassword } from '@haoduo/contract';
import { badRequest } from '../../platform/http/errors';
import type { TDb } from '../../platform/db/database';
import { verifyPassword } from '../users/passwords';
import { findStaffMember, findUserByUsername } from '../users/users.queries';
import { createSession } from './sessions.service';

export const WRONG_CREDENTIALS = '用户名或密码错误';

export interface TStaffLoginInput {
  username: string;
  encodedPassword: string;
  ip?: string;
  userAgent?: string;
}

/** Back-office sign-in by user name and encoded password. */
export async function staffLogin(db: TDb, input: TStaffLoginInput) {
  const password = decodePassword(input.encodedPassword) ?? '';
  const user = await findUserByUsername(db, input.username);
  const staff = user ? await findStaffMember(db, user.id) : null;
  const valid = await verifyPassword(
    staff && user?.status === 1 ? user.passwordHash : null,
    password,
  );
  if (!valid || !user || !staff) throw badRequest(WRONG_CREDENTIALS);

  const session = await createSession(db, {
    userId: user.id,
    audience: 'staff',
    accountType: null,
    ip: input.ip,
    userAgent: input.userAgent,
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
      staffType: staff.staffType,
    },
  };
}
