import {
  LoginException,
  LoginResult,
  type TLoginAccountKind,
  type TLoginException,
  type TLoginResult,
} from '@haoduo/contract';
import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { loginRecords } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

/**
 * Which sign-ins look unusual: a user's successful sign-in from a city or device none of their
 * earlier ones came from, a third failure within fifteen minutes for one login name or mobile,
 * and any attempt between 00:00 and 05:59 China time.
 */

const FAILURE_WINDOW_MS = 15 * 60_000;
/** This many failures within the window (this one included) flag the attempt. */
export const MANY_FAILURES = 3;
const FAILED: TLoginResult[] = [LoginResult.WRONG_PASSWORD, LoginResult.WRONG_CODE];

/** Browser and system from a user agent: 'Chrome / Windows', '微信 / iOS'. */
export function deviceOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const browser = /MicroMessenger/i.test(ua)
    ? '微信'
    : /DingTalk/i.test(ua)
      ? '钉钉'
      : /Edg\//.test(ua)
        ? 'Edge'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const system = /Windows/i.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iOS/i.test(ua)
      ? 'iOS'
      : /Android/i.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /Linux/i.test(ua)
            ? 'Linux'
            : null;
  if (!browser && !system) return '其他';
  return [browser ?? '其他', system ?? '其他'].join(' / ');
}

/** The hour of the day in China time (UTC+8). */
function shanghaiHour(at: Date): number {
  return (at.getUTCHours() + 8) % 24;
}

export interface TExceptionInput {
  account: { kind: TLoginAccountKind; value: string };
  userId: number | null;
  result: TLoginResult;
  city: string | null;
  device: string | null;
}

async function isNewFor(
  db: TDb,
  userId: number,
  column: typeof loginRecords.city | typeof loginRecords.device,
  value: string,
): Promise<boolean> {
  const [seen] = await db
    .select({
      any: count(),
      same: sql<number>`count(*) filter (where ${column} = ${value})`.mapWith(Number),
    })
    .from(loginRecords)
    .where(
      and(
        eq(loginRecords.userId, userId),
        eq(loginRecords.result, LoginResult.SUCCESS),
        isNotNull(column),
      ),
    );
  // A first sign-in has nothing to compare with.
  return (seen?.any ?? 0) > 0 && (seen?.same ?? 0) === 0;
}

/** The exception flags of an attempt about to be recorded (null when none). */
export async function exceptionsOf(
  db: TDb,
  input: TExceptionInput,
  now: Date,
): Promise<TLoginException[] | null> {
  const flags: TLoginException[] = [];
  if (input.result === LoginResult.SUCCESS && input.userId !== null) {
    // Private and loopback addresses say nothing about where someone is.
    if (input.city && input.city !== '内网' && input.city !== '本机') {
      if (await isNewFor(db, input.userId, loginRecords.city, input.city)) {
        flags.push(LoginException.NEW_CITY);
      }
    }
    if (input.device && (await isNewFor(db, input.userId, loginRecords.device, input.device))) {
      flags.push(LoginException.NEW_DEVICE);
    }
  }
  if (FAILED.includes(input.result)) {
    const [failures] = await db
      .select({ n: count() })
      .from(loginRecords)
      .where(
        and(
          eq(loginRecords.accountKind, input.account.kind),
          eq(loginRecords.account, input.account.value),
          inArray(loginRecords.result, FAILED),
          gt(loginRecords.at, new Date(now.getTime() - FAILURE_WINDOW_MS)),
        ),
      );
    if ((failures?.n ?? 0) + 1 >= MANY_FAILURES) flags.push(LoginException.MANY_FAILURES);
  }
  if (shanghaiHour(now) < 6) flags.push(LoginException.ODD_HOUR);
  return flags.length > 0 ? flags : null;
}
