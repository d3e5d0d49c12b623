import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AuthMessages,
  CaptchaRule,
  formatMessage,
  type TCodeChannel,
  type TCodePurpose,
} from '@haoduo/contract';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { verificationCodes } from '../../../db/schema';
import { shanghaiDayStart } from '../../../platform/china-time';
import { isFreeMobile } from './free-mobiles.service';
import type { TDb } from '../../../platform/db/database';
import { AppError, serviceUnavailable, tooManyRequests } from '../../../platform/http/errors';
import { SmsProviderError } from '../../../providers/sms/sms-errors';
import type { TSmsPort } from '../../../providers/sms/sms-port';
import { codeMessage } from './code-messages';

/**
 * Verification codes: six digits, valid five minutes, single use, stored hashed, at most one
 * per mobile every 30 s and ten a day. A request is recorded even when no code is sent (the
 * mobile has no matching account), so the answer and the limits are the same either way.
 */

export interface TRequestCodeInput {
  mobile: string;
  purpose: TCodePurpose;
  channel: TCodeChannel;
  /** Send a code only when the mobile may receive one (it has a matching account). */
  deliver: boolean;
  /** For 'mobile' codes: the signed-in user moving to this mobile. */
  userId?: number;
  ip?: string;
}

function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** CaptchaRule.LENGTH)).padStart(CaptchaRule.LENGTH, '0');
}

/** Record a code request and, when `deliver`, send the code. Throws 429 over the limits. */
export async function requestCode(
  db: TDb,
  sms: TSmsPort,
  input: TRequestCodeInput,
  now = new Date(),
): Promise<void> {
  const code = input.deliver ? newCode() : null;
  await db.transaction(async (tx) => {
    // One request per mobile at a time, so two quick requests cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${input.mobile}`}))`);
    await checkLimits(tx, input.mobile, now);
    const salt = code ? randomBytes(16).toString('hex') : null;
    await tx.insert(verificationCodes).values({
      mobile: input.mobile,
      purpose: input.purpose,
      channel: input.channel,
      codeHash: code && salt ? hashCode(code, salt) : null,
      codeSalt: salt,
      userId: input.userId ?? null,
      ip: input.ip ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CaptchaRule.TTL_SECONDS * 1000),
    });
  });
  if (!code) return;
  try {
    await sms.send({
      mobile: input.mobile,
      channel: input.channel,
      content: codeMessage(input.purpose, input.channel, code),
      code,
    });
  } catch (error) {
    // A vendor's refusal says why in Chinese (wrong number, too frequent, out of service).
    if (error instanceof SmsProviderError) throw new AppError(error.status, error.message);
    throw serviceUnavailable(AuthMessages.CAPTCHA_SEND_FAILED);
  }
}

async function checkLimits(db: TDb, mobile: string, now: Date): Promise<void> {
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.mobile, mobile))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waitMs = last
    ? last.createdAt.getTime() + CaptchaRule.RESEND_SECONDS * 1000 - now.getTime()
    : 0;
  if (waitMs > 0) {
    throw tooManyRequests(
      formatMessage(AuthMessages.CAPTCHA_TOO_FREQUENT, { seconds: Math.ceil(waitMs / 1000) }),
    );
  }
  const [today] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.mobile, mobile),
        gte(verificationCodes.createdAt, shanghaiDayStart(now)),
      ),
    );
  // Free mobiles (test devices, school front desks) have no daily cap; the resend wait stays.
  if ((today?.n ?? 0) >= CaptchaRule.DAILY_LIMIT && !(await isFreeMobile(db, mobile))) {
    throw tooManyRequests(AuthMessages.CAPTCHA_DAILY_LIMIT);
  }
}

export interface TConsumeCodeInput {
  mobile: string;
  purpose: TCodePurpose;
  code: string;
  /** For 'mobile' codes: only the user who asked for it may use it. */
  userId?: number;
  /** Only check the code: a right one stays usable (a wrong try still counts). */
  keep?: boolean;
}

/**
 * Check a code against the newest one sent to the mobile for that purpose, and use it up.
 * True at most once per code; a wrong try counts, and the fifth wrong try burns the code.
 */
export async function consumeCode(
  db: TDb,
  input: TConsumeCodeInput,
  now = new Date(),
): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.mobile, input.mobile), eq(verificationCodes.purpose, input.purpose)),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (
    !latest ||
    !latest.codeHash ||
    !latest.codeSalt ||
    latest.consumedAt !== null ||
    latest.expiresAt.getTime() <= now.getTime() ||
    latest.attempts >= CaptchaRule.MAX_ATTEMPTS ||
    (input.userId !== undefined && latest.userId !== input.userId)
  ) {
    return false;
  }
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(input.code.trim(), latest.codeSalt), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${CaptchaRule.MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else ${verificationCodes.consumedAt} end`,
      })
      .where(eq(verificationCodes.id, latest.id));
    return false;
  }
  if (input.keep) return true;
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), sql`${verificationCodes.consumedAt} is null`))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
