import { CompetitionMessages as M, type TBlindWorks, type TRankingItem } from '@haoduo/contract';
import { and, asc, avg, count, eq, inArray } from 'drizzle-orm';
import {
  competitionAwards,
  competitionAwardWorks,
  competitionJudges,
  competitionRegistrations,
  competitions,
  competitionScores,
  competitionWorks,
} from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { findStaffMember, userNamesByIds } from '../identity';
import type { TChangeNote, TReader } from './competition.types';
import { requireCompetition } from './competitions.queries';
import { showName } from './names';

/**
 * Blind judging: staff assign judges (staff users) to a competition; a judge sees its works
 * under codes, without the pupil's name, school or region, and scores each (0-100); the
 * ranking averages the judges' scores, and staff turn it into awards.
 */

export async function judgesOf(db: TDb, competitionId: number) {
  await requireCompetition(db, competitionId);
  const rows = await db
    .select({ userId: competitionJudges.userId })
    .from(competitionJudges)
    .where(eq(competitionJudges.competitionId, competitionId))
    .orderBy(asc(competitionJudges.createdAt), asc(competitionJudges.userId));
  const userIds = rows.map((r) => r.userId);
  const [names, scored] = await Promise.all([
    userNamesByIds(db, userIds),
    userIds.length
      ? db
          .select({ userId: competitionScores.judgeUserId, n: count() })
          .from(competitionScores)
          .innerJoin(competitionWorks, eq(competitionWorks.id, competitionScores.worksId))
          .where(
            and(
              eq(competitionWorks.competitionId, competitionId),
              inArray(competitionScores.judgeUserId, userIds),
            ),
          )
          .groupBy(competitionScores.judgeUserId)
      : [],
  ]);
  const scoredOf = new Map(scored.map((s) => [s.userId, s.n]));
  return userIds.map((userId) => ({
    userId,
    name: names.get(userId) ?? '',
    scoredCount: scoredOf.get(userId) ?? 0,
  }));
}

export async function assignJudges(
  db: TDb,
  input: { competitionId: number; judgeUserIds: number[] },
  note: TChangeNote,
) {
  await requireCompetition(db, input.competitionId);
  for (const userId of input.judgeUserIds) {
    if (!(await findStaffMember(db, userId))) {
      throw badRequest(M.JUDGE_NOT_STAFF, [{ field: 'judgeUserIds', message: M.JUDGE_NOT_STAFF }]);
    }
  }
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ userId: competitionJudges.userId })
      .from(competitionJudges)
      .where(eq(competitionJudges.competitionId, input.competitionId));
    await tx
      .delete(competitionJudges)
      .where(eq(competitionJudges.competitionId, input.competitionId));
    if (input.judgeUserIds.length) {
      await tx
        .insert(competitionJudges)
        .values(
          input.judgeUserIds.map((userId) => ({ competitionId: input.competitionId, userId })),
        );
    }
    await note(tx, {
      targetType: 'competition',
      targetId: input.competitionId,
      before: { judgeUserIds: before.map((b) => b.userId).sort() },
      after: { judgeUserIds: [...input.judgeUserIds].sort() },
    });
  });
  return judgesOf(db, input.competitionId);
}

export async function requireJudge(db: TDb, competitionId: number, userId: number) {
  const [row] = await db
    .select({ userId: competitionJudges.userId })
    .from(competitionJudges)
    .where(
      and(eq(competitionJudges.competitionId, competitionId), eq(competitionJudges.userId, userId)),
    );
  if (!row) throw forbidden(M.NOT_A_JUDGE);
}

export async function judgeCompetitions(db: TDb, userId: number) {
  const rows = await db
    .select({
      competitionId: competitions.id,
      name: competitions.name,
      end: competitions.competitionEndTm,
    })
    .from(competitionJudges)
    .innerJoin(competitions, eq(competitions.id, competitionJudges.competitionId))
    .where(eq(competitionJudges.userId, userId))
    .orderBy(asc(competitions.competitionEndTm));
  const ids = rows.map((r) => r.competitionId);
  const [works, scored] = ids.length
    ? await Promise.all([
        db
          .select({ id: competitionWorks.competitionId, n: count() })
          .from(competitionWorks)
          .where(inArray(competitionWorks.competitionId, ids))
          .groupBy(competitionWorks.competitionId),
        db
          .select({ id: competitionWorks.competitionId, n: count() })
          .from(competitionScores)
          .innerJoin(competitionWorks, eq(competitionWorks.id, competitionScores.worksId))
          .where(
            and(
              inArray(competitionWorks.competitionId, ids),
              eq(competitionScores.judgeUserId, userId),
            ),
          )
          .groupBy(competitionWorks.competitionId),
      ])
    : [[], []];
  const worksOf = new Map(works.map((w) => [w.id, w.n]));
  const scoredOf = new Map(scored.map((s) => [s.id, s.n]));
  return rows.map((r) => ({
    competitionId: r.competitionId,
    name: r.name,
    competitionEndTm: r.end.toISOString(),
    worksCount: worksOf.get(r.competitionId) ?? 0,
    scoredCount: scoredOf.get(r.competitionId) ?? 0,
  }));
}

export const codeOf = (index: number) => `作品${String(index + 1).padStart(3, '0')}`;

/** The competition's works, blind, each with the judge's own score. */
export async function blindWorks(db: TDb, competitionId: number, judgeUserId: number) {
  await requireCompetition(db, competitionId);
  await requireJudge(db, competitionId, judgeUserId);
  const rows = await db
    .select({
      works: competitionWorks,
      group: competitionRegistrations.registrationGroup,
      score: competitionScores.scoreTenths,
      comment: competitionScores.comment,
    })
    .from(competitionWorks)
    .innerJoin(
      competitionRegistrations,
      eq(competitionRegistrations.id, competitionWorks.registrationId),
    )
    .leftJoin(
      competitionScores,
      and(
        eq(competitionScores.worksId, competitionWorks.id),
        eq(competitionScores.judgeUserId, judgeUserId),
      ),
    )
    .where(eq(competitionWorks.competitionId, competitionId))
    .orderBy(asc(competitionWorks.id));
  return rows.map((r, index): TBlindWorks => ({
    worksId: r.works.id,
    code: codeOf(index),
    worksName: r.works.worksName,
    worksIntro: r.works.worksIntro,
    worksUrl: r.works.worksUrl,
    registrationGroup: r.group,
    myScore: r.score === null ? null : r.score / 10,
    myComment: r.comment ?? '',
  }));
}

export async function scoreWorks(
  db: TDb,
  judgeUserId: number,
  input: { worksId: number; score: number; comment: string },
): Promise<TBlindWorks> {
  const [works] = await db
    .select()
    .from(competitionWorks)
    .where(eq(competitionWorks.id, input.worksId));
  if (!works) throw notFound(M.WORKS_NOT_FOUND);
  await requireJudge(db, works.competitionId, judgeUserId);
  const values = {
    scoreTenths: Math.round(input.score * 10),
    comment: input.comment,
    updatedAt: new Date(),
  };
  await db
    .insert(competitionScores)
    .values({ worksId: works.id, judgeUserId, ...values })
    .onConflictDoUpdate({
      target: [competitionScores.worksId, competitionScores.judgeUserId],
      set: values,
    });
  const list = await blindWorks(db, works.competitionId, judgeUserId);
  return list.find((w) => w.worksId === works.id)!;
}

/** The works ranked by average score (unscored last), with their award; names as the reader may see them. */
export async function ranking(
  db: TDb,
  competitionId: number,
  reader: TReader,
): Promise<TRankingItem[]> {
  await requireCompetition(db, competitionId);
  const averages = db
    .select({
      worksId: competitionScores.worksId,
      average: avg(competitionScores.scoreTenths).as('average'),
      n: count().as('n'),
    })
    .from(competitionScores)
    .groupBy(competitionScores.worksId)
    .as('averages');
  const rows = await db
    .select({
      works: competitionWorks,
      registration: competitionRegistrations,
      average: averages.average,
      n: averages.n,
      awardId: competitionAwardWorks.awardId,
      awardName: competitionAwards.name,
    })
    .from(competitionWorks)
    .innerJoin(
      competitionRegistrations,
      eq(competitionRegistrations.id, competitionWorks.registrationId),
    )
    .leftJoin(averages, eq(averages.worksId, competitionWorks.id))
    .leftJoin(competitionAwardWorks, eq(competitionAwardWorks.worksId, competitionWorks.id))
    .leftJoin(competitionAwards, eq(competitionAwards.id, competitionAwardWorks.awardId))
    .where(eq(competitionWorks.competitionId, competitionId))
    .orderBy(asc(competitionWorks.id));
  const coded = rows.map((r, index) => ({ ...r, code: codeOf(index) }));
  const averageOf = (r: (typeof coded)[number]) =>
    r.average === null ? null : Math.round(Number(r.average)) / 10;
  coded.sort((a, b) => (averageOf(b) ?? -1) - (averageOf(a) ?? -1) || a.works.id - b.works.id);
  return coded.map((r, index) => ({
    rank: index + 1,
    worksId: r.works.id,
    code: r.code,
    worksName: r.works.worksName,
    studentName: showName(r.registration, reader),
    schoolName: r.registration.schoolName,
    registrationGroup: r.registration.registrationGroup,
    averageScore: averageOf(r),
    scoreCount: Number(r.n ?? 0),
    awardId: r.awardId ?? null,
    awardName: r.awardName ?? null,
  }));
}
