import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { ZWireDateTime } from '../common/date-time';
import { Messages } from '../messages/messages';
import { CompetitionMessages as M } from '../messages/competition-messages';
import { ZPageOf } from '../schemas/envelope';
import { ZOptionalInt, ZOptionalKeyword } from '../schemas/query-fields';
import { ZSortFields } from '../back-office/list-query';
import { COMPETITION_PHASES, CompetitionLimit as L } from './competition-constants';

/** Competitions: the back office's form and lists, and what the public pages read. */

const empty = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZRequiredText = (message: string, max: number = L.TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, Messages.FIELD_TOO_LONG);

/** A link to a picture or file: our storage keys (/files/...) or http(s) addresses. */
export const ZLink = z
  .string({ error: M.URL_INVALID })
  .trim()
  .max(L.URL_MAX, Messages.FIELD_TOO_LONG)
  .regex(/^(https?:\/\/|\/)\S*$/, M.URL_INVALID);

const ZOptionalLink = z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), ZLink]));

/** One section of a competition's introduction (rules, prizes, schedule, ...). */
export const ZIntroduceSection = z.object({
  title: ZRequiredText(M.INTRODUCE_TITLE_REQUIRED, 30),
  content: z.string().max(L.INTRODUCE_CONTENT_MAX, Messages.FIELD_TOO_LONG).default(''),
  imageUrl: ZOptionalLink.default(''),
});
export type TIntroduceSection = z.infer<typeof ZIntroduceSection>;

const ZTime = z
  .preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : v),
    ZWireDateTime.optional(),
  )
  .refine((v) => v !== undefined, M.TIME_REQUIRED);

const competitionFields = {
  name: ZRequiredText(M.NAME_REQUIRED, L.NAME_MAX),
  sponsor: ZRequiredText(M.SPONSOR_REQUIRED),
  /** Where it is open, as shown (全国, 浙江省杭州市, ...). */
  suitDistrict: z.string().trim().max(L.TEXT_MAX, Messages.FIELD_TOO_LONG).default('全国'),
  coverImg: ZLink.refine((v) => v.length > 0, M.COVER_REQUIRED),
  pcBanner: ZOptionalLink.default(''),
  mobileBanner: ZOptionalLink.default(''),
  introduceList: z.array(ZIntroduceSection).max(L.INTRODUCE_MAX, M.INTRODUCE_TOO_MANY).default([]),
  /** Higher first in the public lists. */
  sortScore: z.coerce.number().int().min(0).max(1_000_000, Messages.FIELD_TOO_BIG).default(0),
  registrationStartTm: ZTime,
  registrationEndTm: ZTime,
  competitionStartTm: ZTime,
  competitionEndTm: ZTime,
  /** The registration groups (组别) pupils choose from; none: no choice. */
  groupList: z
    .array(ZRequiredText(M.GROUP_REQUIRED, 20))
    .max(L.GROUPS_MAX, M.GROUPS_TOO_MANY)
    .default([]),
  /** A series the competition belongs to (hangzhou-festival), for its landing page. */
  festival: z
    .string()
    .trim()
    .max(32, Messages.FIELD_TOO_LONG)
    .regex(/^[a-z0-9-]*$/, Messages.FIELD_WRONG_TYPE)
    .default(''),
};

type TTimes = {
  [
    K in 'registrationStartTm' | 'registrationEndTm' | 'competitionStartTm' | 'competitionEndTm'
  ]?: Date;
};

/** The order of the four times, each problem on its field. */
function checkTimes(value: TTimes, ctx: z.RefinementCtx) {
  const {
    registrationStartTm: rs,
    registrationEndTm: re,
    competitionStartTm: cs,
    competitionEndTm: ce,
  } = value;
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (rs && re && re <= rs) issue('registrationEndTm', M.REGISTRATION_END_BEFORE_START);
  if (cs && ce && ce <= cs) issue('competitionEndTm', M.COMPETITION_END_BEFORE_START);
  if (rs && cs && cs < rs) issue('competitionStartTm', M.COMPETITION_START_BEFORE_REGISTRATION);
  if (re && ce && ce < re) issue('competitionEndTm', M.COMPETITION_END_BEFORE_REGISTRATION_END);
}

export const ZCompetitionAddBody = z.object(competitionFields).superRefine(checkTimes);
export type TCompetitionAddBody = z.input<typeof ZCompetitionAddBody>;
export type TCompetitionAddValues = z.output<typeof ZCompetitionAddBody>;

export const ZCompetitionModifyBody = z
  .object({ id: ZId, ...competitionFields })
  .superRefine(checkTimes);
export type TCompetitionModifyBody = z.input<typeof ZCompetitionModifyBody>;

export const ZCompetitionIdBody = z.object({ id: ZId });
export const ZCompetitionIdQuery = z.object({ id: ZId });

export const ZUploadWinnersUrlBody = z.object({
  id: ZId,
  winnersUrl: ZLink.refine((v) => v.length > 0, M.WINNERS_URL_REQUIRED),
});

/** Publish (or withdraw) the winners list of the awarded works. */
export const ZPublishWinnersBody = z.object({ id: ZId, published: z.boolean() });

const ZPhaseFilter = z.preprocess(
  empty,
  z.enum(COMPETITION_PHASES, { error: Messages.FIELD_INVALID_VALUE }).optional(),
);

/** Back office list: by name, release status, phase. */
export const ZCompetitionPageQuery = ZPageQuery.extend({
  name: ZOptionalKeyword,
  releaseStatus: ZOptionalInt,
  phase: ZPhaseFilter,
}).extend(ZSortFields(['sortScore', 'registrationStartTm', 'createdAt']).shape);
export type TCompetitionPageQuery = z.input<typeof ZCompetitionPageQuery>;

/** Public list: released competitions only, by phase, region text and series. */
export const ZCompetitionPublicPageQuery = ZPageQuery.extend({
  phase: ZPhaseFilter,
  suitDistrict: ZOptionalKeyword,
  festival: ZOptionalKeyword,
});
export type TCompetitionPublicPageQuery = z.input<typeof ZCompetitionPublicPageQuery>;

export const ZCompetition = z.object({
  id: z.number().int(),
  name: z.string(),
  sponsor: z.string(),
  suitDistrict: z.string(),
  coverImg: z.string(),
  pcBanner: z.string(),
  mobileBanner: z.string(),
  introduceList: z.array(
    z.object({ title: z.string(), content: z.string(), imageUrl: z.string() }),
  ),
  sortScore: z.number().int(),
  registrationStartTm: z.string(),
  registrationEndTm: z.string(),
  competitionStartTm: z.string(),
  competitionEndTm: z.string(),
  groupList: z.array(z.string()),
  festival: z.string(),
  /** The winners file, once uploaded. */
  winnersUrl: z.string().nullable(),
  /** Whether the winners (list or file) are public. */
  winnersPublished: z.boolean(),
  releaseStatus: z.number().int(),
  phase: z.enum(COMPETITION_PHASES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompetition = z.infer<typeof ZCompetition>;

/** Back office rows: the competition and its counts. */
export const ZCompetitionMngItem = ZCompetition.extend({
  registrationCount: z.number().int(),
  worksCount: z.number().int(),
});
export type TCompetitionMngItem = z.infer<typeof ZCompetitionMngItem>;
export const ZCompetitionMngPage = ZPageOf(ZCompetitionMngItem);

export const ZCompetitionPublicPage = ZPageOf(ZCompetition);

/** One line of a published winners list: names masked (张*明), never the id number. */
export const ZWinner = z.object({
  awardId: z.number().int(),
  awardName: z.string(),
  worksId: z.number().int(),
  worksName: z.string(),
  studentName: z.string(),
  schoolName: z.string(),
  grade: z.number().int(),
});
export type TWinner = z.infer<typeof ZWinner>;
export const ZWinnerList = z.array(ZWinner);
