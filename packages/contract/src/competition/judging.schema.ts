import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { CompetitionMessages as M } from '../messages/competition-messages';
import { ZPageOf } from '../schemas/envelope';
import { ZIdList, ZOptionalId, ZOptionalInt, ZOptionalKeyword } from '../schemas/query-fields';
import { CompetitionLimit as L } from './competition-constants';
import { ZRequiredText } from './competition.schema';
import { ZCompetitionWorks } from './registration.schema';
import { ZContentItemOut, ZWorksPage } from '../works/works-content.schema';
import { WORKS_KINDS } from '../works/works-constants';

/** Works of a competition, blind judging, awards and the award of works. */

export const ZCompetitionQuery = z.object({ competitionId: ZId });

/** Back office: the submitted works of a competition, with their award and average score. */
export const ZCompetitionWorksPageQuery = ZPageQuery.extend({
  competitionId: ZId,
  worksName: ZOptionalKeyword,
  /** 1 awarded, 0 not. */
  awarded: ZOptionalInt,
});
export const ZCompetitionWorksMngItem = ZCompetitionWorks.extend({
  studentName: z.string(),
  schoolName: z.string(),
  grade: z.number().int(),
  registrationGroup: z.string(),
  awardId: z.number().int().nullable(),
  awardName: z.string().nullable(),
  averageScore: z.number().nullable(),
  scoreCount: z.number().int(),
});
export type TCompetitionWorksMngItem = z.infer<typeof ZCompetitionWorksMngItem>;
export const ZCompetitionWorksMngPage = ZPageOf(ZCompetitionWorksMngItem);

// ---------- judging ----------

export const ZAssignJudgesBody = z.object({
  competitionId: ZId,
  /** Staff user ids; replaces the list (empty: no judges). */
  judgeUserIds: z
    .array(ZId)
    .max(50, Messages.FIELD_TOO_LONG)
    .transform((ids) => [...new Set(ids)]),
});

export const ZJudge = z.object({
  userId: z.number().int(),
  name: z.string(),
  scoredCount: z.number().int(),
});
export type TJudge = z.infer<typeof ZJudge>;
export const ZJudgeList = z.array(ZJudge);

/** A competition the signed-in judge judges. */
export const ZJudgeCompetition = z.object({
  competitionId: z.number().int(),
  name: z.string(),
  competitionEndTm: z.string(),
  worksCount: z.number().int(),
  scoredCount: z.number().int(),
});
export type TJudgeCompetition = z.infer<typeof ZJudgeCompetition>;
export const ZJudgeCompetitionList = z.array(ZJudgeCompetition);

/** A work as a judge sees it: no pupil name, school, region or registration. */
export const ZBlindWorks = z.object({
  worksId: z.number().int(),
  /** A code standing for the work (作品 A-003), the same for every judge. */
  code: z.string(),
  worksName: z.string(),
  worksIntro: z.string(),
  worksUrl: z.string(),
  registrationGroup: z.string(),
  myScore: z.number().nullable(),
  myComment: z.string(),
});
export type TBlindWorks = z.infer<typeof ZBlindWorks>;
export const ZBlindWorksList = z.array(ZBlindWorks);

/** A judge's preview of one entry: which entry, in the competition it was entered in. */
export const ZJudgePreviewQuery = z.object({ competitionId: ZId, worksId: ZId });

/** The platform work of an entry as a judge sees it: its content, no author, class or school. */
export const ZJudgePreviewWork = z.object({
  title: z.string(),
  type: z.number().int(),
  kind: z.enum(WORKS_KINDS),
  version: z.number().int(),
  worksCoverPic: z.string().nullable(),
  worksBackCoverPic: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  worksIntro: z.string().nullable(),
  /** The prompt of an AI work (null when the work has none). */
  worksPrompt: z.string().nullable(),
  worksPageList: z.array(ZWorksPage),
  worksContentList: z.array(ZContentItemOut),
  /** Agents and apps: where they open, and their program. */
  jumpUrl: z.string().nullable(),
  agentProgramCode: z.string().nullable(),
});
export type TJudgePreviewWork = z.infer<typeof ZJudgePreviewWork>;

/** An entry for judging: a platform work's content, or the entry's own file (signed links). */
export const ZJudgePreview = z.object({
  worksId: z.number().int(),
  code: z.string(),
  worksName: z.string(),
  worksIntro: z.string(),
  /** The uploaded file or link of an entry that is not a platform work (else null). */
  fileUrl: z.string().nullable(),
  work: ZJudgePreviewWork.nullable(),
});
export type TJudgePreview = z.infer<typeof ZJudgePreview>;

export const ZScoreBody = z.object({
  worksId: ZId,
  score: z.coerce
    .number({ error: M.SCORE_INVALID })
    .min(0, M.SCORE_INVALID)
    .max(L.SCORE_MAX, M.SCORE_INVALID)
    .transform((v) => Math.round(v * 10) / 10),
  comment: z.string().trim().max(500, Messages.FIELD_TOO_LONG).default(''),
});
export type TScoreBody = z.input<typeof ZScoreBody>;

/** The ranked result: average of the judges' scores, highest first. */
export const ZRankingItem = z.object({
  rank: z.number().int(),
  worksId: z.number().int(),
  code: z.string(),
  worksName: z.string(),
  studentName: z.string(),
  schoolName: z.string(),
  registrationGroup: z.string(),
  averageScore: z.number().nullable(),
  scoreCount: z.number().int(),
  awardId: z.number().int().nullable(),
  awardName: z.string().nullable(),
});
export type TRankingItem = z.infer<typeof ZRankingItem>;
export const ZRanking = z.array(ZRankingItem);
export type TRanking = z.infer<typeof ZRanking>;

// ---------- awards ----------

export const ZAwardAddBody = z.object({
  competitionId: ZId,
  name: ZRequiredText(M.AWARD_NAME_REQUIRED, 30),
});
export const ZAwardEditBody = z.object({ id: ZId, name: ZRequiredText(M.AWARD_NAME_REQUIRED, 30) });
export const ZAwardIdBody = z.object({ id: ZId });
export const ZAwardListQuery = z.object({ competitionId: ZOptionalId });
export const ZAward = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  name: z.string(),
  worksCount: z.number().int(),
});
export type TAward = z.infer<typeof ZAward>;
export const ZAwardList = z.array(ZAward);

export const ZAddAwardRelBody = z.object({
  awardId: ZId,
  /** Submitted works of the award's competition; a work has one award (moved if it had one). */
  worksIds: ZIdList(200, M.WORKS_NOT_FOUND),
});
export const ZCancelAwardRelBody = z.object({
  awardId: ZId,
  worksIds: ZIdList(200, M.WORKS_NOT_FOUND),
});
export const ZAwardWorksRelPageQuery = ZPageQuery.extend({
  competitionId: ZOptionalId,
  awardId: ZOptionalId,
});
export const ZAwardWorksRel = z.object({
  awardId: z.number().int(),
  awardName: z.string(),
  competitionId: z.number().int(),
  worksId: z.number().int(),
  worksName: z.string(),
  worksUrl: z.string(),
  studentName: z.string(),
  schoolName: z.string(),
  createdAt: z.string(),
});
export type TAwardWorksRel = z.infer<typeof ZAwardWorksRel>;
export const ZAwardWorksRelPage = ZPageOf(ZAwardWorksRel);
