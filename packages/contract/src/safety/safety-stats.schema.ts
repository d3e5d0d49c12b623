import { z } from 'zod';
import type { TModerationCategory } from '../constants/ai';
import { ZDate, ZOptionalId } from '../schemas/query-fields';
import { emptyToUndefined } from '../ai-workshop/ai-fields';
import { SAFETY_ALERT_KINDS, type TSafetyAlertKind } from './safety-constants';
import { SafetyMessages as M } from './safety-messages';

/**
 * The back office's safety figures per week: what the safety gate refused or flagged, by
 * kind (moderation category or disclosure) and by school and region; and what a refusal of
 * a disclosure tells a page.
 */

/** The kinds counted: the disclosure kinds and every moderation category. */
export const SAFETY_STAT_KINDS = [
  'self-harm',
  'abuse',
  'violence',
  'bullying',
  'personal-data',
  'sexual',
  'jailbreak',
  'drugs',
  'gambling',
  'hate',
  'school-rule',
] as const satisfies readonly (TModerationCategory | TSafetyAlertKind)[];
export type TSafetyStatKind = (typeof SAFETY_STAT_KINDS)[number];

/** Chinese names of the kinds (the back office's columns and the export's headers). */
export const SAFETY_STAT_KIND_LABELS: Readonly<Record<TSafetyStatKind, string>> = {
  'self-harm': '自我伤害',
  abuse: '受到伤害',
  violence: '暴力',
  bullying: '欺凌辱骂',
  'personal-data': '个人信息',
  sexual: '不适宜内容',
  jailbreak: '让AI违反规则',
  drugs: '毒品和烟酒',
  gambling: '赌博',
  hate: '歧视',
  'school-rule': '学校屏蔽词',
};

const ZOptionalDate = z.preprocess(emptyToUndefined, ZDate(M.DATE_INVALID).optional());

/** China dates (inclusive; default: the last 8 weeks), optionally one school. */
export const ZSafetyWeeklyStatsQuery = z.object({
  dateFrom: ZOptionalDate,
  dateTo: ZOptionalDate,
  schoolId: ZOptionalId,
});
export type TSafetyWeeklyStatsQuery = z.infer<typeof ZSafetyWeeklyStatsQuery>;

const ZKindCounts = z.record(z.enum(SAFETY_STAT_KINDS), z.number().int());

/** One week of one school. */
export const ZSafetyWeeklyStatsRow = z.object({
  /** The Monday of the week (China date). */
  weekStart: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  /** 省市区 of the school ('' when unknown). */
  regionName: z.string(),
  /** Pupils' texts and pictures refused or flagged (a text may count for several kinds). */
  total: z.number().int(),
  /** Critical alerts raised to teachers. */
  alerts: z.number().int(),
  /** Teachers' own prompts the gate refused (not pupils' alerts). */
  staffRefused: z.number().int(),
  counts: ZKindCounts,
});
export type TSafetyWeeklyStatsRow = z.infer<typeof ZSafetyWeeklyStatsRow>;

export const ZSafetyWeeklyStats = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Newest week first, then by school. */
  rows: z.array(ZSafetyWeeklyStatsRow),
  /** Per week, all schools together (oldest first: the chart). */
  weeks: z.array(z.object({ weekStart: z.string(), total: z.number().int(), counts: ZKindCounts })),
});
export type TSafetyWeeklyStats = z.infer<typeof ZSafetyWeeklyStats>;

/**
 * The `data` of a 422 answer that refused a pupil's disclosure (a generation prompt, a work's
 * text): not an error to the pupil but a caring answer, shown warmly with the help lines.
 */
export const ZSafetyCareRefusal = z.object({
  care: z.literal(true),
  kind: z.enum(SAFETY_ALERT_KINDS),
});
export type TSafetyCareRefusal = z.infer<typeof ZSafetyCareRefusal>;
