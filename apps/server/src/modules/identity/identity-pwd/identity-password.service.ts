import {
  AuthMessages,
  CodeChannel,
  CodePurpose,
  decodePassword,
  formatMessage,
  IdentityMessages,
  IdentityPasswordRule,
  type TIdentityStatus,
} from '@haoduo/contract';
import { and, eq, gt } from 'drizzle-orm';
import { identityChecks, identityPasswords, users } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import type { TDb } from '../../../platform/db/database';
import { AppError, badRequest, conflict, forbidden } from '../../../platform/http/errors';
import type { TSmsPort } from '../../../providers/sms/sms-port';
import { consumeCode, requestCode } from '../captcha/captcha.service';
import { confirmedPasswordFrom } from '../users/password-rules';
import { hashPassword, verifyPassword } from '../users/passwords';

/**
 * The identity password: a staff member's second password. A right answer marks the session
 * as checked; for fifteen minutes after it, unmasked fields and exports of personal data pass.
 * Five wrong answers in a row lock the check for fifteen minutes.
 */

const MINUTE_MS = 60_000;
const FRESH_MS = IdentityPasswordRule.FRESH_MINUTES * MINUTE_MS;

export interface TIdentityActor {
  userId: number;
  sessionId: number;
  ip?: string;
}

async function findIdentityPassword(db: TDb, userId: number) {
  const [row] = await db
    .select()
    .from(identityPasswords)
    .where(eq(identityPasswords.userId, userId))
    .limit(1);
  return row ?? null;
}

/** When the session's last identity check stops holding, or null when it holds no more. */
export async function verifiedUntil(db: TDb, sessionId: number, now = new Date()) {
  const [row] = await db
    .select({ checkedAt: identityChecks.checkedAt })
    .from(identityChecks)
    .where(
      and(
        eq(identityChecks.sessionId, sessionId),
        gt(identityChecks.checkedAt, new Date(now.getTime() - FRESH_MS)),
      ),
    )
    .limit(1);
  return row ? new Date(row.checkedAt.getTime() + FRESH_MS) : null;
}

/** The staff access hook's port: whether a session passed the check within fifteen minutes. */
export function createIdentityVerified(db: TDb) {
  return async (sessionId: number): Promise<boolean> =>
    (await verifiedUntil(db, sessionId)) !== null;
}

export async function identityStatus(
  db: TDb,
  actor: TIdentityActor,
  now = new Date(),
): Promise<TIdentityStatus> {
  const row = await findIdentityPassword(db, actor.userId);
  const until = row ? await verifiedUntil(db, actor.sessionId, now) : null;
  return { exist: row !== null, verifiedUntil: until?.toISOString() ?? null };
}

/** The identity password may not be the login password. */
async function newIdentityPassword(db: TDb, userId: number, encoded: string, repeat: string) {
  const password = confirmedPasswordFrom(encoded, repeat);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.passwordHash && (await verifyPassword(user.passwordHash, password))) {
    throw badRequest(IdentityMessages.SAME_AS_LOGIN, [
      { field: 'password', message: IdentityMessages.SAME_AS_LOGIN },
    ]);
  }
  return hashPassword(password);
}

export async function setIdentityPassword(
  db: TDb,
  actor: TIdentityActor,
  body: { password: string; repeatPassword: string },
): Promise<void> {
  if (await findIdentityPassword(db, actor.userId)) throw conflict(IdentityMessages.ALREADY_SET);
  const passwordHash = await newIdentityPassword(
    db,
    actor.userId,
    body.password,
    body.repeatPassword,
  );
  await db.transaction(async (tx) => {
    await tx.insert(identityPasswords).values({ userId: actor.userId, passwordHash });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'user.identity-password.set',
      targetType: 'user',
      targetId: actor.userId,
      ip: actor.ip,
    });
  });
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
  return new AppError(429, formatMessage(IdentityMessages.LOCKED, { minutes }));
}

/**
 * Check an identity password against the stored one, counting wrong answers (the fifth in a
 * row locks). Throws on a lock or a wrong answer.
 */
async function verifyIdentityPassword(
  db: TDb,
  userId: number,
  encoded: string,
  wrongMessage: string,
  now: Date,
): Promise<void> {
  const row = await findIdentityPassword(db, userId);
  if (!row) throw forbidden(IdentityMessages.NOT_SET);
  if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
  const password = decodePassword(encoded);
  if (password !== null && (await verifyPassword(row.passwordHash, password))) {
    if (row.failures > 0 || row.lockedUntil) {
      await db
        .update(identityPasswords)
        .set({ failures: 0, lockedUntil: null })
        .where(eq(identityPasswords.userId, userId));
    }
    return;
  }
  const failures = (row.lockedUntil ? 0 : row.failures) + 1;
  const locked = failures >= IdentityPasswordRule.MAX_FAILURES;
  const lockedUntil = locked
    ? new Date(now.getTime() + IdentityPasswordRule.LOCK_MINUTES * MINUTE_MS)
    : null;
  await db
    .update(identityPasswords)
    .set({ failures: locked ? 0 : failures, lockedUntil })
    .where(eq(identityPasswords.userId, userId));
  if (lockedUntil) throw lockedError(lockedUntil, now);
  throw badRequest(wrongMessage, [{ field: 'password', message: wrongMessage }]);
}

/** A right identity password marks the session as checked for fifteen minutes. */
export async function checkIdentityPassword(
  db: TDb,
  actor: TIdentityActor,
  encoded: string,
  now = new Date(),
): Promise<TIdentityStatus> {
  await verifyIdentityPassword(db, actor.userId, encoded, IdentityMessages.WRONG, now);
  await db
    .insert(identityChecks)
    .values({ sessionId: actor.sessionId, userId: actor.userId, checkedAt: now })
    .onConflictDoUpdate({ target: identityChecks.sessionId, set: { checkedAt: now } });
  return {
    exist: true,
    verifiedUntil: new Date(now.getTime() + FRESH_MS).toISOString(),
  };
}

async function mobileOf(db: TDb, userId: number): Promise<string> {
  const [user] = await db
    .select({ mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.mobile) throw badRequest(IdentityMessages.NO_MOBILE);
  return user.mobile;
}

/** A code to one's own mobile, for a forgotten identity password. */
export async function sendForgotCode(
  db: TDb,
  sms: TSmsPort,
  actor: TIdentityActor,
  now = new Date(),
): Promise<void> {
  const mobile = await mobileOf(db, actor.userId);
  await requestCode(
    db,
    sms,
    {
      mobile,
      purpose: CodePurpose.IDENTITY,
      channel: CodeChannel.SMS,
      deliver: true,
      userId: actor.userId,
      ip: actor.ip,
    },
    now,
  );
}

/** Whether the code is right; a right code stays usable for update-identity-password. */
export async function checkForgotCode(
  db: TDb,
  actor: TIdentityActor,
  captcha: string,
  now = new Date(),
): Promise<boolean> {
  const mobile = await mobileOf(db, actor.userId);
  return consumeCode(
    db,
    { mobile, purpose: CodePurpose.IDENTITY, code: captcha, userId: actor.userId, keep: true },
    now,
  );
}

/** Change the identity password with the old one, or with a code (a forgotten one). */
export async function updateIdentityPassword(
  db: TDb,
  actor: TIdentityActor,
  body: { password: string; repeatPassword: string; oldPassword?: string; captcha?: string },
  now = new Date(),
): Promise<void> {
  if (!(await findIdentityPassword(db, actor.userId))) throw forbidden(IdentityMessages.NOT_SET);
  if (body.oldPassword) {
    await verifyIdentityPassword(
      db,
      actor.userId,
      body.oldPassword,
      IdentityMessages.OLD_WRONG,
      now,
    );
  } else if (body.captcha) {
    const mobile = await mobileOf(db, actor.userId);
    const ok = await consumeCode(
      db,
      { mobile, purpose: CodePurpose.IDENTITY, code: body.captcha, userId: actor.userId },
      now,
    );
    if (!ok) {
      throw badRequest(AuthMessages.CAPTCHA_WRONG, [
        { field: 'captcha', message: AuthMessages.CAPTCHA_WRONG },
      ]);
    }
  } else {
    throw badRequest(IdentityMessages.OLD_OR_CAPTCHA);
  }
  const passwordHash = await newIdentityPassword(
    db,
    actor.userId,
    body.password,
    body.repeatPassword,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(identityPasswords)
      .set({ passwordHash, failures: 0, lockedUntil: null, updatedAt: now })
      .where(eq(identityPasswords.userId, actor.userId));
    // Every earlier check of the user's sessions stops holding.
    await tx.delete(identityChecks).where(eq(identityChecks.userId, actor.userId));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'user.identity-password.update',
      targetType: 'user',
      targetId: actor.userId,
      ip: actor.ip,
    });
  });
}
