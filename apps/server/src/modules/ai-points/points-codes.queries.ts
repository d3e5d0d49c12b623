import type { TAiPointCodeQuery, TPageQuery } from '@haoduo/contract';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { aiPointCodes } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { likePattern } from '../classes';
import { nameIn, namesOf, schoolScope, type TPointScope } from './points-queries';

/** The points codes page of the back office, with the names it shows. */
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
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: aiPointCodes.id,
        code: aiPointCodes.code,
        schoolId: aiPointCodes.schoolId,
        points: aiPointCodes.points,
        reason: aiPointCodes.reason,
        createdByUserId: aiPointCodes.createdByUserId,
        createdAt: aiPointCodes.createdAt,
        usedAt: aiPointCodes.usedAt,
        usedByAccountId: aiPointCodes.usedByAccountId,
      })
      .from(aiPointCodes)
      .where(where)
      .orderBy(desc(aiPointCodes.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiPointCodes)
      .where(where),
  ]);
  const names = await namesOf(db, {
    schoolIds: rows.map((row) => row.schoolId),
    classIds: [],
    accountIds: rows.map((row) => row.usedByAccountId),
    userIds: rows.map((row) => row.createdByUserId),
  });
  const list = rows.map((row) => ({
    id: row.id,
    code: row.code,
    schoolId: row.schoolId,
    schoolName: names.schools.get(row.schoolId) ?? '',
    points: row.points,
    reason: row.reason,
    createdByName: nameIn(names.users, row.createdByUserId) ?? null,
    createdAt: row.createdAt,
    usedAt: row.usedAt,
    usedByName: nameIn(names.people, row.usedByAccountId)?.name ?? null,
  }));
  return { list, total: Number(count?.n ?? 0) };
}
