import {
  CompetitionMessages as M,
  type TAward,
  type TAwardWorksRel,
  type TWinner,
} from '@haoduo/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  competitionAwards,
  competitionAwardWorks,
  competitionRegistrations,
  competitionWorks,
} from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import type { TChangeNote, TReader } from './competition.types';
import { requireCompetition, requireReleased } from './competitions.queries';
import { showName, winnerName } from './names';

/** Awards of a competition and the works holding them; the public winners list. */

async function requireAward(db: TDb, id: number) {
  const [row] = await db.select().from(competitionAwards).where(eq(competitionAwards.id, id));
  if (!row) throw notFound(M.AWARD_NOT_FOUND);
  return row;
}

async function nameTaken(db: TDb, competitionId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: competitionAwards.id })
    .from(competitionAwards)
    .where(
      and(
        eq(competitionAwards.competitionId, competitionId),
        eq(competitionAwards.name, name),
        exceptId ? ne(competitionAwards.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function listAwards(db: TDb, competitionId?: number): Promise<TAward[]> {
  const rows = await db
    .select({
      id: competitionAwards.id,
      competitionId: competitionAwards.competitionId,
      name: competitionAwards.name,
      worksCount: count(competitionAwardWorks.worksId),
    })
    .from(competitionAwards)
    .leftJoin(competitionAwardWorks, eq(competitionAwardWorks.awardId, competitionAwards.id))
    .where(competitionId ? eq(competitionAwards.competitionId, competitionId) : undefined)
    .groupBy(competitionAwards.id)
    .orderBy(asc(competitionAwards.competitionId), asc(competitionAwards.id));
  return rows;
}

async function presentAward(db: TDb, id: number): Promise<TAward> {
  const award = await requireAward(db, id);
  return (await listAwards(db, award.competitionId)).find((a) => a.id === id)!;
}

export async function addAward(
  db: TDb,
  input: { competitionId: number; name: string },
  note: TChangeNote,
) {
  await requireCompetition(db, input.competitionId);
  if (await nameTaken(db, input.competitionId, input.name)) throw conflict(M.AWARD_DUPLICATE);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(competitionAwards).values(input).returning();
    await note(tx, { targetType: 'competition_award', targetId: row!.id, after: row });
    return row!.id;
  });
  return presentAward(db, id);
}

export async function editAward(db: TDb, input: { id: number; name: string }, note: TChangeNote) {
  const before = await requireAward(db, input.id);
  if (await nameTaken(db, before.competitionId, input.name, before.id)) {
    throw conflict(M.AWARD_DUPLICATE);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(competitionAwards)
      .set({ name: input.name })
      .where(eq(competitionAwards.id, input.id));
    await note(tx, {
      targetType: 'competition_award',
      targetId: input.id,
      before: { name: before.name },
      after: { name: input.name },
    });
  });
  return presentAward(db, input.id);
}

export async function deleteAward(db: TDb, id: number, note: TChangeNote) {
  const before = await requireAward(db, id);
  const [held] = await db
    .select({ n: count() })
    .from(competitionAwardWorks)
    .where(eq(competitionAwardWorks.awardId, id));
  if ((held?.n ?? 0) > 0) throw conflict(M.AWARD_IN_USE);
  await db.transaction(async (tx) => {
    await tx.delete(competitionAwards).where(eq(competitionAwards.id, id));
    await note(tx, { targetType: 'competition_award', targetId: id, before, after: null });
  });
}

/** Give the award to works of its competition; a work's earlier award is replaced. */
export async function addAwardRel(
  db: TDb,
  input: { awardId: number; worksIds: number[] },
  note: TChangeNote,
) {
  const award = await requireAward(db, input.awardId);
  const works = await db
    .select({ id: competitionWorks.id, competitionId: competitionWorks.competitionId })
    .from(competitionWorks)
    .where(inArray(competitionWorks.id, input.worksIds));
  if (works.length !== input.worksIds.length) throw notFound(M.WORKS_NOT_FOUND);
  if (works.some((w) => w.competitionId !== award.competitionId)) {
    throw conflict(M.WORKS_OF_OTHER_COMPETITION);
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(competitionAwardWorks)
      .values(
        input.worksIds.map((worksId) => ({
          worksId,
          awardId: award.id,
          competitionId: award.competitionId,
        })),
      )
      .onConflictDoUpdate({
        target: competitionAwardWorks.worksId,
        set: { awardId: award.id, createdAt: new Date() },
      });
    await note(tx, {
      targetType: 'competition_award',
      targetId: award.id,
      detail: { added: input.worksIds },
    });
  });
}

export async function cancelAwardRel(
  db: TDb,
  input: { awardId: number; worksIds: number[] },
  note: TChangeNote,
) {
  const award = await requireAward(db, input.awardId);
  await db.transaction(async (tx) => {
    await tx
      .delete(competitionAwardWorks)
      .where(
        and(
          eq(competitionAwardWorks.awardId, award.id),
          inArray(competitionAwardWorks.worksId, input.worksIds),
        ),
      );
    await note(tx, {
      targetType: 'competition_award',
      targetId: award.id,
      detail: { cancelled: input.worksIds },
    });
  });
}

function awardedRows(db: TDb, where: SQL | undefined) {
  return db
    .select({
      rel: competitionAwardWorks,
      awardName: competitionAwards.name,
      works: competitionWorks,
      registration: competitionRegistrations,
    })
    .from(competitionAwardWorks)
    .innerJoin(competitionAwards, eq(competitionAwards.id, competitionAwardWorks.awardId))
    .innerJoin(competitionWorks, eq(competitionWorks.id, competitionAwardWorks.worksId))
    .innerJoin(
      competitionRegistrations,
      eq(competitionRegistrations.id, competitionWorks.registrationId),
    )
    .where(where);
}

export async function pageAwardRels(
  db: TDb,
  filter: { competitionId?: number; awardId?: number },
  window: { limit: number; offset: number },
  reader: TReader,
): Promise<{ list: TAwardWorksRel[]; total: number }> {
  const where = and(
    filter.competitionId
      ? eq(competitionAwardWorks.competitionId, filter.competitionId)
      : undefined,
    filter.awardId ? eq(competitionAwardWorks.awardId, filter.awardId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    awardedRows(db, where)
      .orderBy(asc(competitionAwardWorks.awardId), desc(competitionAwardWorks.worksId))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(competitionAwardWorks).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      awardId: r.rel.awardId,
      awardName: r.awardName,
      competitionId: r.rel.competitionId,
      worksId: r.works.id,
      worksName: r.works.worksName,
      worksUrl: r.works.worksUrl,
      studentName: showName(r.registration, reader),
      schoolName: r.registration.schoolName,
      createdAt: r.rel.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** The published winners of a released competition, names masked; [] before publication. */
export async function winnersOf(db: TDb, competitionId: number): Promise<TWinner[]> {
  const competition = await requireReleased(db, competitionId);
  if (!competition.winnersPublishedAt) return [];
  const rows = await awardedRows(db, eq(competitionAwardWorks.competitionId, competitionId))
    .orderBy(asc(competitionAwardWorks.awardId), asc(competitionAwardWorks.worksId))
    .limit(1000);
  return rows.map((r) => ({
    awardId: r.rel.awardId,
    awardName: r.awardName,
    worksId: r.works.id,
    worksName: r.works.worksName,
    studentName: r.registration.anonymisedAt ? '***' : winnerName(r.registration.studentName),
    schoolName: r.registration.schoolName,
    grade: r.registration.grade,
  }));
}
