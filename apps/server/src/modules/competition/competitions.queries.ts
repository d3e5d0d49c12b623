import { CompetitionMessages as M, ReleaseStatus, type TCompetitionPhase } from '@haoduo/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { competitionRegistrations, competitions, competitionWorks } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import type { TCompetitionRow } from './competitions.presenter';

/** Reads of competitions: by id, the back office's page, the public page, counts. */

export async function findCompetition(db: TDb, id: number): Promise<TCompetitionRow | null> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row ?? null;
}

export async function requireCompetition(db: TDb, id: number): Promise<TCompetitionRow> {
  const row = await findCompetition(db, id);
  if (!row) throw notFound(M.COMPETITION_NOT_FOUND);
  return row;
}

/** A released competition, or 404 (not released and offline ones are not public). */
export async function requireReleased(db: TDb, id: number): Promise<TCompetitionRow> {
  const row = await findCompetition(db, id);
  if (!row || row.releaseStatus !== ReleaseStatus.RELEASED) throw notFound(M.COMPETITION_NOT_FOUND);
  return row;
}

/** The condition of a phase at `now`, the same rule as competitionPhase(). */
export function phaseCondition(phase: TCompetitionPhase, now: Date): SQL {
  const c = competitions;
  switch (phase) {
    case 'not-started':
      return sql`${c.registrationStartTm} > ${now}`;
    case 'registering':
      return sql`${c.registrationStartTm} <= ${now} and ${c.registrationEndTm} > ${now}`;
    case 'competing':
      return sql`${c.registrationEndTm} <= ${now} and ${c.competitionEndTm} > ${now}`;
    case 'judging':
      return and(sql`${c.competitionEndTm} <= ${now}`, isNull(c.winnersPublishedAt))!;
    case 'ended':
      return and(sql`${c.competitionEndTm} <= ${now}`, isNotNull(c.winnersPublishedAt))!;
  }
}

export interface TCompetitionFilter {
  name?: string;
  releaseStatus?: number;
  phase?: TCompetitionPhase;
  suitDistrict?: string;
  festival?: string;
  releasedOnly?: boolean;
}

function conditionsOf(filter: TCompetitionFilter, now: Date): SQL | undefined {
  const c = competitions;
  return and(
    filter.releasedOnly ? eq(c.releaseStatus, ReleaseStatus.RELEASED) : undefined,
    filter.releaseStatus !== undefined ? eq(c.releaseStatus, filter.releaseStatus as 0) : undefined,
    filter.name ? ilike(c.name, `%${escapeLike(filter.name)}%`) : undefined,
    filter.suitDistrict
      ? or(
          ilike(c.suitDistrict, `%${escapeLike(filter.suitDistrict)}%`),
          inArray(c.suitDistrict, NATIONWIDE),
        )
      : undefined,
    filter.festival ? eq(c.festival, filter.festival) : undefined,
    filter.phase ? phaseCondition(filter.phase, now) : undefined,
  );
}

/** A competition open everywhere matches every region filter. */
const NATIONWIDE = ['', '全国'];

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const ORDER_COLUMNS = {
  sortScore: competitions.sortScore,
  registrationStartTm: competitions.registrationStartTm,
  createdAt: competitions.createdAt,
} as const;

export async function pageCompetitions(
  db: TDb,
  filter: TCompetitionFilter,
  window: { limit: number; offset: number },
  order: { by?: keyof typeof ORDER_COLUMNS; direction?: 'asc' | 'desc' } = {},
  now = new Date(),
): Promise<{ rows: TCompetitionRow[]; total: number }> {
  const where = conditionsOf(filter, now);
  const column = ORDER_COLUMNS[order.by ?? 'sortScore'];
  const direction = order.direction === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(competitions)
      .where(where)
      .orderBy(direction(column), desc(competitions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(competitions).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Registrations and works of some competitions (two grouped queries). */
export async function countsOfCompetitions(
  db: TDb,
  ids: number[],
): Promise<Map<number, { registrationCount: number; worksCount: number }>> {
  const result = new Map(ids.map((id) => [id, { registrationCount: 0, worksCount: 0 }]));
  if (ids.length === 0) return result;
  const [registrations, works] = await Promise.all([
    db
      .select({ id: competitionRegistrations.competitionId, n: count() })
      .from(competitionRegistrations)
      .where(inArray(competitionRegistrations.competitionId, ids))
      .groupBy(competitionRegistrations.competitionId),
    db
      .select({ id: competitionWorks.competitionId, n: count() })
      .from(competitionWorks)
      .where(inArray(competitionWorks.competitionId, ids))
      .groupBy(competitionWorks.competitionId),
  ]);
  for (const r of registrations) result.get(r.id)!.registrationCount = r.n;
  for (const w of works) result.get(w.id)!.worksCount = w.n;
  return result;
}
