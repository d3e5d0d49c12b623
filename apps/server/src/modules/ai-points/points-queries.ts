import {
  AiPointOwnerType,
  type TAccountType,
  type TAiPointAccountMngQuery,
  type TAiPointRecordQuery,
  type TAiPointType,
} from '@haoduo/contract';
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aiPointAccounts, aiPointRecords } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { keptCountsForgottenOnWrite } from '../../platform/db/kept-counts';
import { pageWindow } from '../../platform/http/paging';
import {
  classIdsNamed,
  classIdsOfSemester,
  classIdsOfTeacher,
  classNamesByIds,
  likePattern,
} from '../classes';
import {
  accountIdsNamed,
  accountIdsOfType,
  accountsByIds,
  schoolIdsNamed,
  schoolNamesByIds,
  userNamesByIds,
} from '../identity';

/**
 * Reads of accounts, records and codes, with the names the pages show. The rows are read
 * (and paged) here; the names of schools, classes and people are then asked of their
 * owners for the whole page at once, and filters on those come in as ids.
 */

/** Which records and accounts a caller may see (from points-policy). */
export type TPointScope =
  | { kind: 'all' }
  | { kind: 'schools'; schoolIds: number[] }
  /** A teacher: their own points and the records of classes they teach, in one school. */
  | { kind: 'teacher'; schoolId: number; accountId: number }
  /** A pupil: their own points in one school. */
  | { kind: 'person'; schoolId: number; accountId: number };

/** The names a page of point rows shows, read for all its rows at once. */
type TNames = {
  schools: Map<number, string>;
  classes: Map<number, string>;
  people: Map<number, { name: string; accountType: TAccountType }>;
  users: Map<number, string>;
};

export async function namesOf(
  db: TDb,
  ids: {
    schoolIds: number[];
    classIds: (number | null)[];
    accountIds: (number | null)[];
    userIds?: (number | null)[];
  },
): Promise<TNames> {
  const present = (list: (number | null)[]) => list.filter((id): id is number => id !== null);
  const [schools, classes, people, users] = await Promise.all([
    schoolNamesByIds(db, ids.schoolIds),
    classNamesByIds(db, present(ids.classIds)),
    accountsByIds(db, present(ids.accountIds)),
    userNamesByIds(db, present(ids.userIds ?? [])),
  ]);
  return { schools, classes, people, users };
}

/** The account's owner as the pages name it: the school, the class or the person. */
function ownerNameOf(
  names: TNames,
  owner: { ownerType: number; schoolId: number; classId: number | null; accountId: number | null },
): string {
  if (owner.ownerType === AiPointOwnerType.SCHOOL) return names.schools.get(owner.schoolId) ?? '';
  if (owner.ownerType === AiPointOwnerType.CLASS) {
    return (owner.classId === null ? undefined : names.classes.get(owner.classId)) ?? '';
  }
  return (owner.accountId === null ? undefined : names.people.get(owner.accountId)?.name) ?? '';
}

export function nameIn<T>(map: Map<number, T>, id: number | null): T | undefined {
  return id === null ? undefined : map.get(id);
}

export function schoolScope(scope: TPointScope, column: AnyPgColumn): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'schools':
      return scope.schoolIds.length ? inArray(column, scope.schoolIds) : sql`false`;
    default:
      return eq(column, scope.schoolId);
  }
}

/** `column` is one of `ids` (false when there are none). */
function among(column: AnyPgColumn, ids: number[]): SQL {
  return ids.length ? inArray(column, ids) : sql`false`;
}

async function recordScope(db: TDb, scope: TPointScope): Promise<SQL | undefined> {
  if (scope.kind === 'person') {
    return and(
      eq(aiPointRecords.schoolId, scope.schoolId),
      eq(aiPointRecords.accountId, scope.accountId),
    );
  }
  if (scope.kind === 'teacher') {
    const taught = await classIdsOfTeacher(db, scope.accountId);
    return and(
      eq(aiPointRecords.schoolId, scope.schoolId),
      or(eq(aiPointRecords.accountId, scope.accountId), among(aiPointRecords.classId, taught)),
    );
  }
  return schoolScope(scope, aiPointRecords.schoolId);
}

async function recordFilter(
  db: TDb,
  query: TAiPointRecordQuery,
  scope: TPointScope,
): Promise<SQL | undefined> {
  const [scoped, ofType, inSemester] = await Promise.all([
    recordScope(db, scope),
    query.accountType === undefined ? undefined : accountIdsOfType(db, query.accountType),
    query.platformSemesterId === undefined
      ? undefined
      : classIdsOfSemester(db, query.platformSemesterId),
  ]);
  return and(
    scoped,
    query.accountId === undefined ? undefined : eq(aiPointRecords.pointAccountId, query.accountId),
    ofType === undefined ? undefined : among(aiPointAccounts.accountId, ofType),
    query.aiPointConfigRuleType === undefined
      ? undefined
      : eq(aiPointRecords.ruleType, query.aiPointConfigRuleType),
    query.classId === undefined ? undefined : eq(aiPointRecords.classId, query.classId),
    query.startTm === undefined ? undefined : gte(aiPointRecords.createdAt, query.startTm),
    query.endTm === undefined ? undefined : lte(aiPointRecords.createdAt, query.endTm),
    query.pointType === undefined
      ? undefined
      : eq(aiPointRecords.pointType, query.pointType as TAiPointType),
    query.schoolId === undefined ? undefined : eq(aiPointRecords.schoolId, query.schoolId),
    inSemester === undefined ? undefined : among(aiPointRecords.classId, inSemester),
  );
}

function recordSelect(db: TDb) {
  return db
    .select({
      id: aiPointRecords.id,
      accountId: aiPointRecords.pointAccountId,
      ownerType: aiPointAccounts.ownerType,
      ownerClassId: aiPointAccounts.classId,
      ownerAccountId: aiPointAccounts.accountId,
      schoolId: aiPointRecords.schoolId,
      classId: aiPointRecords.classId,
      pointType: aiPointRecords.pointType,
      ruleType: aiPointRecords.ruleType,
      points: aiPointRecords.points,
      balance: aiPointRecords.balance,
      reason: aiPointRecords.reason,
      generationId: aiPointRecords.generationId,
      operatorUserId: aiPointRecords.operatorUserId,
      createdAt: aiPointRecords.createdAt,
    })
    .from(aiPointRecords)
    .innerJoin(aiPointAccounts, eq(aiPointAccounts.id, aiPointRecords.pointAccountId));
}
type TRecordBase = Awaited<ReturnType<ReturnType<typeof recordSelect>['execute']>>[number];

/** Records with the names of their owner, school, class and operator. */
async function withRecordNames(db: TDb, rows: TRecordBase[]) {
  const names = await namesOf(db, {
    schoolIds: rows.map((row) => row.schoolId),
    classIds: rows.flatMap((row) => [row.ownerClassId, row.classId]),
    accountIds: rows.map((row) => row.ownerAccountId),
    userIds: rows.map((row) => row.operatorUserId),
  });
  return rows.map(({ ownerClassId, ownerAccountId, operatorUserId, ...row }) => ({
    id: row.id,
    accountId: row.accountId,
    ownerType: row.ownerType,
    ownerName: ownerNameOf(names, {
      ownerType: row.ownerType,
      schoolId: row.schoolId,
      classId: ownerClassId,
      accountId: ownerAccountId,
    }),
    accountType: nameIn(names.people, ownerAccountId)?.accountType ?? null,
    schoolId: row.schoolId,
    schoolName: names.schools.get(row.schoolId) ?? '',
    classId: row.classId,
    className: nameIn(names.classes, row.classId) ?? null,
    pointType: row.pointType,
    ruleType: row.ruleType,
    points: row.points,
    balance: row.balance,
    reason: row.reason,
    generationId: row.generationId,
    operatorName: nameIn(names.users, operatorUserId) ?? null,
    createdAt: row.createdAt,
  }));
}
export type TRecordRow = Awaited<ReturnType<typeof withRecordNames>>[number];

/** The records' totals (kept-counts.ts: up to 5 s old, recounted behind the answer). */
const recordTotals = keptCountsForgottenOnWrite(5000, 60_000, 1000);

export async function recordsPage(db: TDb, query: TAiPointRecordQuery, scope: TPointScope) {
  const where = await recordFilter(db, query, scope);
  const { limit, offset } = pageWindow(query);
  // The page's ids first (from the records alone unless the owner's type is filtered), then
  // their rows: a deep page skips ids in an index rather than joined rows.
  const ids = db.select({ id: aiPointRecords.id }).from(aiPointRecords).$dynamic();
  const pageIds = (
    query.accountType === undefined
      ? ids
      : ids.innerJoin(aiPointAccounts, eq(aiPointAccounts.id, aiPointRecords.pointAccountId))
  )
    .where(where)
    .orderBy(desc(aiPointRecords.id))
    .limit(limit)
    .offset(offset);
  const [rows, total] = await Promise.all([
    recordSelect(db).where(inArray(aiPointRecords.id, pageIds)).orderBy(desc(aiPointRecords.id)),
    recordTotals.get(db, 'point-records', where, async () => {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(aiPointRecords)
        .innerJoin(aiPointAccounts, eq(aiPointAccounts.id, aiPointRecords.pointAccountId))
        .where(where);
      return Number(count?.n ?? 0);
    }),
  ]);
  return { list: await withRecordNames(db, rows), total };
}

/** The latest records of one account. */
export async function latestRecords(db: TDb, pointAccountId: number, limit = 20) {
  const rows = await recordSelect(db)
    .where(eq(aiPointRecords.pointAccountId, pointAccountId))
    .orderBy(desc(aiPointRecords.id))
    .limit(limit);
  return withRecordNames(db, rows);
}

function accountSelect(db: TDb) {
  return db
    .select({
      id: aiPointAccounts.id,
      ownerType: aiPointAccounts.ownerType,
      schoolId: aiPointAccounts.schoolId,
      classId: aiPointAccounts.classId,
      accountUserId: aiPointAccounts.accountId,
      points: aiPointAccounts.points,
      dailyLimit: aiPointAccounts.dailyLimit,
      updatedAt: aiPointAccounts.updatedAt,
    })
    .from(aiPointAccounts);
}
type TAccountBase = Awaited<ReturnType<ReturnType<typeof accountSelect>['execute']>>[number];

/** Point accounts with the names of their school, class and person. */
async function withAccountNames(db: TDb, rows: TAccountBase[]) {
  const names = await namesOf(db, {
    schoolIds: rows.map((row) => row.schoolId),
    classIds: rows.map((row) => row.classId),
    accountIds: rows.map((row) => row.accountUserId),
  });
  return rows.map((row) => ({
    id: row.id,
    ownerType: row.ownerType,
    schoolId: row.schoolId,
    schoolName: names.schools.get(row.schoolId) ?? '',
    classId: row.classId,
    className: nameIn(names.classes, row.classId) ?? null,
    accountUserId: row.accountUserId,
    accountType: nameIn(names.people, row.accountUserId)?.accountType ?? null,
    name: ownerNameOf(names, {
      ownerType: row.ownerType,
      schoolId: row.schoolId,
      classId: row.classId,
      accountId: row.accountUserId,
    }),
    points: row.points,
    dailyLimit: row.dailyLimit,
    updatedAt: row.updatedAt,
  }));
}
export type TAccountRow = Awaited<ReturnType<typeof withAccountNames>>[number];

export async function accountsPage(db: TDb, query: TAiPointAccountMngQuery, scope: TPointScope) {
  const pattern = query.keyword === undefined ? undefined : likePattern(query.keyword);
  const [ofType, named] = await Promise.all([
    query.accountType === undefined ? undefined : accountIdsOfType(db, query.accountType),
    pattern === undefined
      ? undefined
      : Promise.all([
          schoolIdsNamed(db, pattern),
          classIdsNamed(db, pattern),
          accountIdsNamed(db, pattern),
        ]),
  ]);
  const where = and(
    schoolScope(scope, aiPointAccounts.schoolId),
    query.schoolId === undefined ? undefined : eq(aiPointAccounts.schoolId, query.schoolId),
    query.classId === undefined ? undefined : eq(aiPointAccounts.classId, query.classId),
    query.ownerType === undefined ? undefined : eq(aiPointAccounts.ownerType, query.ownerType),
    ofType === undefined ? undefined : among(aiPointAccounts.accountId, ofType),
    named === undefined
      ? undefined
      : or(
          among(aiPointAccounts.schoolId, named[0]),
          among(aiPointAccounts.classId, named[1]),
          among(aiPointAccounts.accountId, named[2]),
        ),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    accountSelect(db)
      .where(where)
      .orderBy(aiPointAccounts.schoolId, aiPointAccounts.ownerType, aiPointAccounts.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiPointAccounts)
      .where(where),
  ]);
  return { list: await withAccountNames(db, rows), total: Number(count?.n ?? 0) };
}

export async function accountById(db: TDb, id: number): Promise<TAccountRow | null> {
  const rows = await accountSelect(db).where(eq(aiPointAccounts.id, id)).limit(1);
  const [row] = await withAccountNames(db, rows);
  return row ?? null;
}
