import { LoginAccountKind, type TLoginAccountKind } from '@haoduo/contract';
import type { TLoginMethod, TLoginResult } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { loginRecords } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { cityOfIp } from '../ip-city/ip-city';
import { deviceOf, exceptionsOf } from './login-exceptions';

/** A login name or a mobile: what a sign-in names, whether or not it matches anyone. */
export interface TLoginAccount {
  kind: TLoginAccountKind;
  value: string;
}

export function nameAccount(loginName: string): TLoginAccount {
  return { kind: LoginAccountKind.NAME, value: loginName.trim().toLowerCase().slice(0, 64) };
}

export function mobileAccount(mobile: string): TLoginAccount {
  return { kind: LoginAccountKind.MOBILE, value: mobile.trim() };
}

/** Where a sign-in came from. */
export interface TRequestMeta {
  ip: string;
  userAgent: string | null;
  traceId?: string | null;
}

export function requestMeta(request: FastifyRequest, traceId?: string | null): TRequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    traceId: traceId ?? null,
  };
}

export interface TLoginRecordInput {
  account: TLoginAccount;
  userId: number | null;
  method: TLoginMethod;
  result: TLoginResult;
  meta: TRequestMeta;
}

/**
 * Record one sign-in attempt, with the city of its IP, its device and its exception flags.
 * Never holds a password or a code.
 */
export async function recordLogin(db: TDb, input: TLoginRecordInput, now: Date): Promise<void> {
  const city = cityOfIp(input.meta.ip);
  const device = deviceOf(input.meta.userAgent);
  const exceptions = await exceptionsOf(
    db,
    { account: input.account, userId: input.userId, result: input.result, city, device },
    now,
  );
  await db.insert(loginRecords).values({
    at: now,
    userId: input.userId,
    accountKind: input.account.kind,
    account: input.account.value,
    method: input.method,
    result: input.result,
    ip: input.meta.ip,
    userAgent: input.meta.userAgent,
    traceId: input.meta.traceId?.slice(0, 64) ?? null,
    city,
    device,
    exceptions,
  });
}
