import { CompetitionMessages as M, type TRegistration } from '@haoduo/contract';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { competitionRegistrations as r, competitions, competitionWorks } from '../../db/schema';
import { schoolScopeCondition, type TDataScope } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { escapeLike } from './competitions.queries';
import {
  presentRegistration,
  type TRegistrationRow,
  type TRegistrationView,
} from './registrations.presenter';

/** The back office's registration list: every filter, in the caller's data scope. */

export interface TRegistrationFilter {
  competitionId?: number;
  studentName?: string;
  schoolId?: number;
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  grade?: number;
  idCardType?: number;
  registrationGroup?: string;
  hasWorks?: number;
}

const hasWorksSql = sql`exists (select 1 from ${competitionWorks} where ${competitionWorks.registrationId} = ${r.id})`;

export function registrationConditions(
  filter: TRegistrationFilter,
  scope: TDataScope,
): SQL | undefined {
  return and(
    schoolScopeCondition(scope, r.schoolId),
    filter.competitionId ? eq(r.competitionId, filter.competitionId) : undefined,
    filter.studentName ? ilike(r.studentName, `%${escapeLike(filter.studentName)}%`) : undefined,
    filter.schoolId ? eq(r.schoolId, filter.schoolId) : undefined,
    filter.provinceId ? eq(r.provinceId, filter.provinceId) : undefined,
    filter.cityId ? eq(r.cityId, filter.cityId) : undefined,
    filter.districtId ? eq(r.districtId, filter.districtId) : undefined,
    filter.grade !== undefined ? eq(r.grade, filter.grade) : undefined,
    filter.idCardType !== undefined ? eq(r.idCardType, filter.idCardType) : undefined,
    filter.registrationGroup ? eq(r.registrationGroup, filter.registrationGroup) : undefined,
    filter.hasWorks === 1
      ? hasWorksSql
      : filter.hasWorks === 0
        ? sql`not ${hasWorksSql}`
        : undefined,
  );
}

/** Rows of a page with their competition's name and work (three queries). */
export async function registrationRows(
  db: TDb,
  where: SQL | undefined,
  window: { limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(r)
    .where(where)
    .orderBy(desc(r.id))
    .limit(window.limit)
    .offset(window.offset);
  return withExtras(db, rows);
}

export async function withExtras(db: TDb, rows: TRegistrationRow[]) {
  const competitionIds = [...new Set(rows.map((row) => row.competitionId))];
  const ids = rows.map((row) => row.id);
  const [names, works] = await Promise.all([
    competitionIds.length
      ? db
          .select({ id: competitions.id, name: competitions.name })
          .from(competitions)
          .where(inArray(competitions.id, competitionIds))
      : [],
    ids.length
      ? db.select().from(competitionWorks).where(inArray(competitionWorks.registrationId, ids))
      : [],
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const worksOf = new Map(works.map((w) => [w.registrationId, w]));
  return rows.map((row) => ({
    row,
    competitionName: nameOf.get(row.competitionId) ?? '',
    works: worksOf.get(row.id) ?? null,
  }));
}

export async function pageRegistrations(
  db: TDb,
  filter: TRegistrationFilter,
  scope: TDataScope,
  window: { limit: number; offset: number },
  view: TRegistrationView,
): Promise<{ list: TRegistration[]; total: number }> {
  const where = registrationConditions(filter, scope);
  const [items, [total]] = await Promise.all([
    registrationRows(db, where, window),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return {
    list: items.map((i) => presentRegistration(i.row, i, view)),
    total: total?.n ?? 0,
  };
}

/** One registration in the caller's scope, or 404. */
export async function registrationInScope(db: TDb, id: number, scope: TDataScope) {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), registrationConditions({}, scope)));
  if (!row) throw notFound(M.REGISTRATION_NOT_FOUND);
  return row;
}
