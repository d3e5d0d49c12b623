import { competitionPhase, type TCompetition, type TCompetitionMngItem } from '@haoduo/contract';
import type { competitions } from '../../db/schema';

export type TCompetitionRow = typeof competitions.$inferSelect;

/** A competition as the API shows it, with its phase at `now`. */
export function presentCompetition(row: TCompetitionRow, now = new Date()): TCompetition {
  const winnersPublished = row.winnersPublishedAt !== null;
  return {
    id: row.id,
    name: row.name,
    sponsor: row.sponsor,
    suitDistrict: row.suitDistrict,
    coverImg: row.coverImg,
    pcBanner: row.pcBanner,
    mobileBanner: row.mobileBanner,
    introduceList: row.introduceList.map((s) => ({
      title: s.title,
      content: s.content ?? '',
      imageUrl: s.imageUrl ?? '',
    })),
    sortScore: row.sortScore,
    registrationStartTm: row.registrationStartTm.toISOString(),
    registrationEndTm: row.registrationEndTm.toISOString(),
    competitionStartTm: row.competitionStartTm.toISOString(),
    competitionEndTm: row.competitionEndTm.toISOString(),
    groupList: row.groupList,
    festival: row.festival,
    winnersUrl: winnersPublished ? row.winnersUrl : null,
    winnersPublished,
    releaseStatus: row.releaseStatus,
    phase: competitionPhase(row, now, winnersPublished),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentMngCompetition(
  row: TCompetitionRow,
  counts: { registrationCount: number; worksCount: number },
  now = new Date(),
): TCompetitionMngItem {
  return { ...presentCompetition(row, now), winnersUrl: row.winnersUrl, ...counts };
}

/** The fields the audit log compares. */
export function auditShape(row: TCompetitionRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}
