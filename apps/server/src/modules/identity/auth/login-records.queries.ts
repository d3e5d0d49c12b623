import {
  LOGIN_EXCEPTION_LABELS,
  LOGIN_METHOD_LABELS,
  LOGIN_RESULT_LABELS,
  LoginResult,
  type TLoginAccountKind,
  type TLoginException,
  type TLoginMethod,
  type TLoginRecordQuery,
  type TLoginResult,
} from '@haoduo/contract';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { loginRecords, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { pageOf, pageWindow } from '../../../platform/http/paging';
import { userInScope, type TStaffScope } from '../users/users.policy';

/** The condition of an exception filter: any flag, or one flag. */
function exceptionCondition(exception: TLoginRecordQuery['exception']): SQL | null {
  if (!exception) return null;
  if (exception === 'any') return isNotNull(loginRecords.exceptions);
  return sql`${loginRecords.exceptions} @> ${JSON.stringify([exception])}::jsonb`;
}

/**
 * Sign-in attempts, newest first; `exceptionsOnly` keeps the failed and locked ones and those
 * flagged as unusual (new city or device, many failures, odd hour).
 */
export async function pageLoginRecords(
  db: TDb,
  scope: TStaffScope,
  query: TLoginRecordQuery,
  exceptionsOnly = false,
) {
  const conditions: (SQL | null | undefined)[] = [
    userInScope(db, scope, loginRecords.userId),
    exceptionsOnly
      ? or(ne(loginRecords.result, LoginResult.SUCCESS), isNotNull(loginRecords.exceptions))
      : null,
    exceptionCondition(query.exception),
    query.city
      ? ilike(loginRecords.city, `%${query.city.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
      : null,
    query.userId !== undefined ? eq(loginRecords.userId, query.userId) : null,
    query.account
      ? ilike(loginRecords.account, `%${query.account.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
      : null,
    query.method ? eq(loginRecords.method, query.method) : null,
    query.result ? eq(loginRecords.result, query.result) : null,
    query.startTime ? gte(loginRecords.at, query.startTime) : null,
    query.endTime ? lte(loginRecords.at, query.endTime) : null,
  ];
  const where = and(...conditions.filter((c): c is SQL => Boolean(c)));
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: loginRecords.id,
      at: loginRecords.at,
      userId: loginRecords.userId,
      userName: users.name,
      accountKind: loginRecords.accountKind,
      account: loginRecords.account,
      method: loginRecords.method,
      result: loginRecords.result,
      ip: loginRecords.ip,
      userAgent: loginRecords.userAgent,
      traceId: loginRecords.traceId,
      city: loginRecords.city,
      device: loginRecords.device,
      exceptions: loginRecords.exceptions,
    })
    .from(loginRecords)
    .leftJoin(users, eq(users.id, loginRecords.userId))
    .where(where)
    .orderBy(desc(loginRecords.at), desc(loginRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(loginRecords).where(where);
  return pageOf(rows.map(presentLoginRecord), total?.n ?? 0, query);
}

type TRecordRow = {
  id: number;
  at: Date;
  userId: number | null;
  userName: string | null;
  accountKind: TLoginAccountKind;
  account: string;
  method: TLoginMethod;
  result: TLoginResult;
  ip: string | null;
  userAgent: string | null;
  traceId: string | null;
  city: string | null;
  device: string | null;
  exceptions: TLoginException[] | null;
};

export function presentLoginRecord(row: TRecordRow) {
  return {
    id: row.id,
    loginTime: row.at.toISOString(),
    userId: row.userId,
    userName: row.userName,
    accountKind: row.accountKind,
    account: row.account,
    method: row.method,
    methodLabel: LOGIN_METHOD_LABELS[row.method] ?? row.method,
    result: row.result,
    resultLabel: LOGIN_RESULT_LABELS[row.result] ?? row.result,
    success: row.result === LoginResult.SUCCESS,
    ip: row.ip,
    userAgent: row.userAgent,
    traceId: row.traceId,
    city: row.city,
    device: row.device,
    exceptions: row.exceptions ?? [],
    exceptionLabels: (row.exceptions ?? []).map((flag) => LOGIN_EXCEPTION_LABELS[flag] ?? flag),
  };
}
