import { z } from 'zod';
import { ZPageOf } from '../schemas/envelope';

/** Responses of AI points: rules, checks, balances, records, class budgets and codes. */

export const ZAiPointRule = z.object({
  aiPointConfigRuleType: z.number().int(),
  points: z.number().int(),
  label: z.string(),
});
export type TAiPointRule = z.infer<typeof ZAiPointRule>;

export const ZAiPointCheck = z.object({
  aiPointConfigRuleType: z.number().int(),
  /** What one generation costs. */
  cost: z.number().int(),
  /** The caller's balance now. */
  points: z.number().int(),
  /** The balance after one generation (never below zero). */
  remainingAfter: z.number().int(),
  enough: z.boolean(),
  dailyLimit: z.number().int().nullable(),
  todaySpent: z.number().int(),
  /** Why it cannot run (Chinese), or null. */
  message: z.string().nullable(),
});
export type TAiPointCheck = z.infer<typeof ZAiPointCheck>;

export const ZAiPointRecord = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  ownerType: z.number().int(),
  ownerName: z.string(),
  accountType: z.number().int().nullable(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  pointType: z.number().int(),
  pointTypeLabel: z.string(),
  aiPointConfigRuleType: z.number().int().nullable(),
  /** The change: positive in, negative out. */
  points: z.number().int(),
  /** The balance after the change. */
  balance: z.number().int(),
  reason: z.string(),
  jobId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TAiPointRecord = z.infer<typeof ZAiPointRecord>;
export const ZAiPointRecordPage = ZPageOf(ZAiPointRecord);

/** The caller's own points (custom detail). */
export const ZAiPointMine = z.object({
  accountId: z.number().int().nullable(),
  points: z.number().int(),
  todaySpent: z.number().int(),
  records: z.array(ZAiPointRecord),
});
export type TAiPointMine = z.infer<typeof ZAiPointMine>;

/** The header's points (works/custom/ai-point/account-detail). */
export const ZAiPointHeader = z.object({
  accountId: z.number().int().nullable(),
  points: z.number().int(),
});

export const ZAiPointAccount = z.object({
  id: z.number().int(),
  ownerType: z.number().int(),
  ownerTypeLabel: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** The person's school account (teacher or pupil), for personal accounts. */
  accountUserId: z.number().int().nullable(),
  accountType: z.number().int().nullable(),
  name: z.string(),
  points: z.number().int(),
  dailyLimit: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type TAiPointAccount = z.infer<typeof ZAiPointAccount>;
export const ZAiPointAccountPage = ZPageOf(ZAiPointAccount);
export const ZAiPointAccountDetail = ZAiPointAccount.extend({
  records: z.array(ZAiPointRecord),
});

/** A class's budget and its pupils' points (the teacher's page). */
export const ZAiClassPoints = z.object({
  classId: z.number().int(),
  courseClassName: z.string(),
  points: z.number().int(),
  dailyLimit: z.number().int().nullable(),
  pupils: z.array(
    z.object({
      accountUserId: z.number().int(),
      name: z.string(),
      username: z.string().nullable(),
      points: z.number().int(),
      todaySpent: z.number().int(),
    }),
  ),
});
export type TAiClassPoints = z.infer<typeof ZAiClassPoints>;

export const ZAiPointCode = z.object({
  id: z.number().int(),
  code: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  points: z.number().int(),
  reason: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  usedByName: z.string().nullable(),
});
export const ZAiPointCodePage = ZPageOf(ZAiPointCode);

/** Every tool's cost (custom and mng find, mng set). */
export const ZAiPointRuleList = z.array(ZAiPointRule);

/** The codes of a new batch (mng create). */
export const ZAiPointCodeBatch = z.object({ codes: z.array(z.string()) });
