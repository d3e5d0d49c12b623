import type { TCompetitionWorksMngItem } from '@haoduo/contract';
import { and, avg, count, desc, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import {
  competitionAwards,
  competitionAwardWorks,
  competitionRegistrations,
  competitionScores,
  competitionWorks,
} from '../../db/schema';
import { schoolScopeCondition, type TDataScope } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import type { TReader } from './competition.types';
import { escapeLike, requireCompetition } from './competitions.queries';
import { showName } from './names';
import { presentWorks } from './registrations.presenter';

/** A competition's submitted works for the back office: award, average score, masked names. */
export async function pageCompetitionWorks(
  db: TDb,
  filter: { competitionId: number; worksName?: string; awarded?: number },
  scope: TDataScope,
  window: { limit: number; offset: number },
  reader: TReader,
): Promise<{ list: TCompetitionWorksMngItem[]; total: number }> {
  await requireCompetition(db, filter.competitionId);
  const averages = db
    .select({
      worksId: competitionScores.worksId,
      average: avg(competitionScores.scoreTenths).as('average'),
      n: count().as('n'),
    })
    .from(competitionScores)
    .groupBy(competitionScores.worksId)
    .as('averages');
  const where = and(
    eq(competitionWorks.competitionId, filter.competitionId),
    schoolScopeCondition(scope, competitionRegistrations.schoolId),
    filter.worksName
      ? ilike(competitionWorks.worksName, `%${escapeLike(filter.worksName)}%`)
      : undefined,
    filter.awarded === 1
      ? isNotNull(competitionAwardWorks.awardId)
      : filter.awarded === 0
        ? isNull(competitionAwardWorks.awardId)
        : undefined,
  );
  const base = () =>
    db
      .select({
        works: competitionWorks,
        registration: competitionRegistrations,
        awardId: competitionAwardWorks.awardId,
        awardName: competitionAwards.name,
        average: averages.average,
        n: averages.n,
      })
      .from(competitionWorks)
      .innerJoin(
        competitionRegistrations,
        eq(competitionRegistrations.id, competitionWorks.registrationId),
      )
      .leftJoin(competitionAwardWorks, eq(competitionAwardWorks.worksId, competitionWorks.id))
      .leftJoin(competitionAwards, eq(competitionAwards.id, competitionAwardWorks.awardId))
      .leftJoin(averages, eq(averages.worksId, competitionWorks.id));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(competitionWorks.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(competitionWorks)
      .innerJoin(
        competitionRegistrations,
        eq(competitionRegistrations.id, competitionWorks.registrationId),
      )
      .leftJoin(competitionAwardWorks, eq(competitionAwardWorks.worksId, competitionWorks.id))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({
      ...presentWorks(r.works),
      studentName: showName(r.registration, reader),
      schoolName: r.registration.schoolName,
      grade: r.registration.grade,
      registrationGroup: r.registration.registrationGroup,
      awardId: r.awardId ?? null,
      awardName: r.awardName ?? null,
      averageScore: r.average === null ? null : Math.round(Number(r.average)) / 10,
      scoreCount: Number(r.n ?? 0),
    })),
    total: total?.n ?? 0,
  };
}
