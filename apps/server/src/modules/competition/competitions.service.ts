import {
  CompetitionMessages as M,
  ReleaseStatus,
  type TCompetitionAddValues,
  type TCompetitionMngItem,
  type TReleaseStatus,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { competitions } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict } from '../../platform/http/errors';
import { auditShape, presentMngCompetition, type TCompetitionRow } from './competitions.presenter';
import { countsOfCompetitions, requireCompetition } from './competitions.queries';
import type { TChangeNote } from './competition.types';

/** The back office's writes on competitions: the form, release, offline and the winners. */

async function present(db: TDb, row: TCompetitionRow): Promise<TCompetitionMngItem> {
  const counts = await countsOfCompetitions(db, [row.id]);
  return presentMngCompetition(row, counts.get(row.id)!);
}

export async function competitionDetail(db: TDb, id: number) {
  return present(db, await requireCompetition(db, id));
}

function columnsOf(values: TCompetitionAddValues) {
  return {
    name: values.name,
    sponsor: values.sponsor,
    suitDistrict: values.suitDistrict,
    coverImg: values.coverImg,
    pcBanner: values.pcBanner,
    mobileBanner: values.mobileBanner,
    introduceList: values.introduceList,
    sortScore: values.sortScore,
    registrationStartTm: values.registrationStartTm!,
    registrationEndTm: values.registrationEndTm!,
    competitionStartTm: values.competitionStartTm!,
    competitionEndTm: values.competitionEndTm!,
    groupList: [...new Set(values.groupList)],
    festival: values.festival,
  };
}

export async function addCompetition(
  db: TDb,
  userId: number,
  values: TCompetitionAddValues,
  note: TChangeNote,
): Promise<TCompetitionMngItem> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(competitions)
      .values({ ...columnsOf(values), createdBy: userId })
      .returning();
    await note(tx, {
      targetType: 'competition',
      targetId: created!.id,
      after: auditShape(created!),
    });
    return created!;
  });
  return presentMngCompetition(row, { registrationCount: 0, worksCount: 0 });
}

async function update(
  db: TDb,
  id: number,
  change: (before: TCompetitionRow) => Partial<typeof competitions.$inferInsert>,
  note: TChangeNote,
): Promise<TCompetitionMngItem> {
  const row = await db.transaction(async (tx) => {
    const before = await requireCompetition(tx, id);
    const [after] = await tx
      .update(competitions)
      .set({ ...change(before), updatedAt: new Date() })
      .where(eq(competitions.id, id))
      .returning();
    await note(tx, {
      targetType: 'competition',
      targetId: id,
      before: auditShape(before),
      after: auditShape(after!),
    });
    return after!;
  });
  return present(db, row);
}

export const modifyCompetition = (
  db: TDb,
  values: TCompetitionAddValues & { id: number },
  note: TChangeNote,
) => update(db, values.id, () => columnsOf(values), note);

/** Released from not released or offline; offline from released. Anything else is 409. */
export function setReleaseStatus(db: TDb, id: number, to: TReleaseStatus, note: TChangeNote) {
  return update(
    db,
    id,
    (before) => {
      if (to === ReleaseStatus.RELEASED && before.releaseStatus === ReleaseStatus.RELEASED) {
        throw conflict(M.ALREADY_RELEASED);
      }
      if (to === ReleaseStatus.OFFLINE && before.releaseStatus !== ReleaseStatus.RELEASED) {
        throw conflict(M.NOT_RELEASED);
      }
      return { releaseStatus: to };
    },
    note,
  );
}

export const uploadWinnersUrl = (
  db: TDb,
  input: { id: number; winnersUrl: string },
  note: TChangeNote,
) =>
  update(
    db,
    input.id,
    (before) => ({
      winnersUrl: input.winnersUrl,
      winnersPublishedAt: before.winnersPublishedAt ?? new Date(),
    }),
    note,
  );

export const publishWinners = (
  db: TDb,
  input: { id: number; published: boolean },
  note: TChangeNote,
) =>
  update(
    db,
    input.id,
    (before) => ({
      winnersPublishedAt: input.published ? (before.winnersPublishedAt ?? new Date()) : null,
    }),
    note,
  );
