import {
  AuthMessages,
  IdentityMessages,
  type TMaskedField,
  type ZAccessLogQuery,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { users } from '../../../db/schema';
import { pageAccessLog } from '../../../platform/audit/access-log.queries';
import { present } from '../../../platform/auth/field-masks';
import { scopeOfAuth, staffAccessOf, type TStaffAccess } from '../../../platform/auth/staff-access';
import type { TDb } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/http/errors';
import { scopeIncludesUser } from '../users/users.policy';

/**
 * Sensitive reads: a person's field without its mask (asked after the identity password; the
 * read goes to the access log), and the access log itself.
 */

/** 403 该操作需要先验证身份密码: the console asks for the identity password and retries. */
export const identityRequired = () => new AppError(403, IdentityMessages.REQUIRED);

/** A staff caller whose role lifts the field's mask and whose session passed the check lately. */
export function assertMayUnmask(access: TStaffAccess, field: TMaskedField): void {
  if (!access.unmask.has(field)) throw new AppError(403, IdentityMessages.NO_FIELD_PERMISSION);
  if (!access.identityVerified) throw identityRequired();
}

export async function revealUserField(
  db: TDb,
  request: FastifyRequest,
  body: { userId: number; field: 'mobile' },
): Promise<{ value: string | null }> {
  const access = staffAccessOf(request);
  assertMayUnmask(access, body.field);
  if (!(await scopeIncludesUser(db, scopeOfAuth(request.auth!), body.userId))) {
    throw notFound(AuthMessages.USER_NOT_FOUND);
  }
  const [user] = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, body.userId))
    .limit(1);
  if (!user) throw notFound(AuthMessages.USER_NOT_FOUND);
  return {
    value: present(access, body.field, user.mobile, {
      request,
      targetType: 'user',
      targetId: user.id,
    }),
  };
}

/** The access log: a caller whose scope is narrower than all sees only their own reads. */
export async function accessLogFor(
  db: TDb,
  request: FastifyRequest,
  query: z.output<typeof ZAccessLogQuery>,
) {
  const auth = request.auth!;
  return pageAccessLog(db, query, scopeOfAuth(auth).kind === 'all' ? null : auth.userId);
}
