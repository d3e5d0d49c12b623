import type {
  TAiPointAccountMngQuery,
  TAiPointCodeQuery,
  TAiPointRecordQuery,
  TAiPointType,
  TPageQuery,
} from '@haoduo/contract';
import {
  and,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  accounts,
  aiPointAccounts,
  aiPointCodes,
  aiPointRecords,
  classTeachers,
  courseClasses,
  schools,
  users,
} from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { likePattern } from '../classes';

/** Reads of accounts, records and codes, with the names the pages show. */

/** Which records and accounts a caller may see (from points-policy). */
export type TPointScope =
  | { kind: 'all' }
  | { kind: 'schools'; schoolIds: number[] }
  /** A teacher: their own points and the records of classes they teach, in one school. */
  | { kind: 'teacher'; schoolId: number; accountId: number }
  /** A pupil: their own points in one school. */
  | { kind: 'person'; schoolId: number; accountId: number };

const ownerClass = alias(courseClasses, 'owner_class');
const recordClass = alias(courseClasses, 'record_class');
const person = alias(accounts, 'person');
const operator = alias(users, 'operator');

const ownerName = sql<string>`case ${aiPointAccounts.ownerType}
  when 1 then ${schools.name}
  when 2 then coalesce(${ownerClass.courseClassName}, '')
  else coalesce(${person.name}, '') end`;

function schoolScope(scope: TPointScope, column: AnyPgColumn): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'schools':
      return scope.schoolIds.length ? inArray(column, scope.schoolIds) : sql`false`;
    default:
      return eq(column, scope.schoolId);
  }
}

function recordScope(scope: TPointScope): SQL | undefined {
  if (scope.kind === 'person') {
    return and(
      eq(aiPointRecords.schoolId, scope.schoolId),
      eq(aiPointRecords.accountId, scope.accountId),
    );
  }
  if (scope.kind === 'teacher') {
    return and(
      eq(aiPointRecords.schoolId, scope.schoolId),
      or(
        eq(aiPointRecords.accountId, scope.accountId),
        sql`exists (select 1 from ${classTeachers} ct where ct.class_id = ${aiPointRecords.classId} and ct.account_id = ${scope.accountId})`,
      ),
    );
  }
  return schoolScope(scope, aiPointRecords.schoolId);
}

function recordFilter(query: TAiPointRecordQuery, scope: TPointScope): SQL | undefined {
  return and(
    recordScope(scope),
    query.accountId === undefined ? undefined : eq(aiPointRecords.pointAccountId, query.accountId),
    query.accountType === undefined ? undefined : eq(person.accountType, query.accountType),
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
    query.platformSemesterId === undefined
      ? undefined
      : eq(recordClass.semesterId, query.platformSemesterId),
  );
}

function recordSelect(db: TDb) {
  return db
    .select({
      id: aiPointRecords.id,
      accountId: aiPointRecords.pointAccountId,
      ownerType: aiPointAccounts.ownerType,
      ownerName,
      accountType: person.accountType,
      schoolId: aiPointRecords.schoolId,
      schoolName: schools.name,
      classId: aiPointRecords.classId,
      className: recordClass.courseClassName,
      pointType: aiPointRecords.pointType,
      ruleType: aiPointRecords.ruleType,
      points: aiPointRecords.points,
      balance: aiPointRecords.balance,
      reason: aiPointRecords.reason,
      generationId: aiPointRecords.generationId,
      operatorName: operator.name,
      createdAt: aiPointRecords.createdAt,
    })
    .from(aiPointRecords)
    .innerJoin(aiPointAccounts, eq(aiPointAccounts.id, aiPointRecords.pointAccountId))
    .innerJoin(schools, eq(schools.id, aiPointRecords.schoolId))
    .leftJoin(ownerClass, eq(ownerClass.id, aiPointAccounts.classId))
    .leftJoin(recordClass, eq(recordClass.id, aiPointRecords.classId))
    .leftJoin(person, eq(person.id, aiPointAccounts.accountId))
    .leftJoin(operator, eq(operator.id, aiPointRecords.operatorUserId));
}
export type TRecordRow = Awaited<ReturnType<ReturnType<typeof recordSelect>['execute']>>[number];

export async function recordsPage(db: TDb, query: TAiPointRecordQuery, scope: TPointScope) {
  const where = recordFilter(query, scope);
  const { limit, offset } = pageWindow(query);
  const [list, [count]] = await Promise.all([
    recordSelect(db).where(where).orderBy(desc(aiPointRecords.id)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiPointRecords)
      .innerJoin(aiPointAccounts, eq(aiPointAccounts.id, aiPointRecords.pointAccountId))
      .leftJoin(recordClass, eq(recordClass.id, aiPointRecords.classId))
      .leftJoin(person, eq(person.id, aiPointAccounts.accountId))
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export async function recordsAll(
  db: TDb,
  query: TAiPointRecordQuery,
  scope: TPointScope,
  max: number,
) {
  return recordSelect(db)
    .where(recordFilter(query, scope))
    .orderBy(desc(aiPointRecords.id))
    .limit(max);
}

/** The latest records of one account. */
export async function latestRecords(db: TDb, pointAccountId: number, limit = 20) {
  return recordSelect(db)
    .where(eq(aiPointRecords.pointAccountId, pointAccountId))
    .orderBy(desc(aiPointRecords.id))
    .limit(limit);
}

function accountSelect(db: TDb) {
  return db
    .select({
      id: aiPointAccounts.id,
      ownerType: aiPointAccounts.ownerType,
      schoolId: aiPointAccounts.schoolId,
      schoolName: schools.name,
      classId: aiPointAccounts.classId,
      className: ownerClass.courseClassName,
      accountUserId: aiPointAccounts.accountId,
      accountType: person.accountType,
      name: ownerName,
      points: aiPointAccounts.points,
      dailyLimit: aiPointAccounts.dailyLimit,
      updatedAt: aiPointAccounts.updatedAt,
    })
    .from(aiPointAccounts)
    .innerJoin(schools, eq(schools.id, aiPointAccounts.schoolId))
    .leftJoin(ownerClass, eq(ownerClass.id, aiPointAccounts.classId))
    .leftJoin(person, eq(person.id, aiPointAccounts.accountId));
}
export type TAccountRow = Awaited<ReturnType<ReturnType<typeof accountSelect>['execute']>>[number];

export async function accountsPage(db: TDb, query: TAiPointAccountMngQuery, scope: TPointScope) {
  const where = and(
    schoolScope(scope, aiPointAccounts.schoolId),
    query.schoolId === undefined ? undefined : eq(aiPointAccounts.schoolId, query.schoolId),
    query.classId === undefined ? undefined : eq(aiPointAccounts.classId, query.classId),
    query.ownerType === undefined ? undefined : eq(aiPointAccounts.ownerType, query.ownerType),
    query.accountType === undefined ? undefined : eq(person.accountType, query.accountType),
    query.keyword === undefined
      ? undefined
      : or(
          ilike(schools.name, likePattern(query.keyword)),
          ilike(ownerClass.courseClassName, likePattern(query.keyword)),
          ilike(person.name, likePattern(query.keyword)),
        ),
  );
  const { limit, offset } = pageWindow(query);
  const [list, [count]] = await Promise.all([
    accountSelect(db)
      .where(where)
      .orderBy(aiPointAccounts.schoolId, aiPointAccounts.ownerType, aiPointAccounts.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiPointAccounts)
      .innerJoin(schools, eq(schools.id, aiPointAccounts.schoolId))
      .leftJoin(ownerClass, eq(ownerClass.id, aiPointAccounts.classId))
      .leftJoin(person, eq(person.id, aiPointAccounts.accountId))
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export async function accountById(db: TDb, id: number): Promise<TAccountRow | null> {
  const [row] = await accountSelect(db).where(eq(aiPointAccounts.id, id)).limit(1);
  return row ?? null;
}

const creator = alias(users, 'creator');
const redeemer = alias(accounts, 'redeemer');

export async function codesPage(
  db: TDb,
  query: TAiPointCodeQuery & TPageQuery,
  scope: TPointScope,
) {
  const where = and(
    schoolScope(scope, aiPointCodes.schoolId),
    query.schoolId === undefined ? undefined : eq(aiPointCodes.schoolId, query.schoolId),
    query.used === undefined
      ? undefined
      : query.used === 'true'
        ? isNotNull(aiPointCodes.usedAt)
        : isNull(aiPointCodes.usedAt),
    query.keyword === undefined
      ? undefined
      : or(
          ilike(aiPointCodes.code, likePattern(query.keyword)),
          ilike(aiPointCodes.reason, likePattern(query.keyword)),
        ),
  );
  const { limit, offset } = pageWindow(query);
  const [list, [count]] = await Promise.all([
    db
      .select({
        id: aiPointCodes.id,
        code: aiPointCodes.code,
        schoolId: aiPointCodes.schoolId,
        schoolName: schools.name,
        points: aiPointCodes.points,
        reason: aiPointCodes.reason,
        createdByName: creator.name,
        createdAt: aiPointCodes.createdAt,
        usedAt: aiPointCodes.usedAt,
        usedByName: redeemer.name,
      })
      .from(aiPointCodes)
      .innerJoin(schools, eq(schools.id, aiPointCodes.schoolId))
      .leftJoin(creator, eq(creator.id, aiPointCodes.createdByUserId))
      .leftJoin(redeemer, eq(redeemer.id, aiPointCodes.usedByAccountId))
      .where(where)
      .orderBy(desc(aiPointCodes.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiPointCodes)
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}
