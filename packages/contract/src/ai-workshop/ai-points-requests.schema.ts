import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZOptionalId, ZOptionalKeyword } from '../schemas/query-fields';
import { ZBodyId } from '../works/works-requests.schema';
import {
  AI_POINT_RULE_TYPES,
  AiPointLimit,
  AiPointOwnerType,
  AiPointType,
  type TAiPointRuleType,
} from './ai-workshop-constants';
import { AiWorkshopMessages as M } from './ai-workshop-messages';
import { emptyToUndefined, int, optionalChoice, ZOptionalTime } from './ai-fields';

/** Requests of AI points: checks, rules, balances, records, allocations and codes. */

const ZRuleType = z.union(
  AI_POINT_RULE_TYPES.map((type) => z.literal(type)) as [
    z.ZodLiteral<TAiPointRuleType>,
    ...z.ZodLiteral<TAiPointRuleType>[],
  ],
  { error: M.RULE_TYPE_INVALID },
);
const ZRuleTypeQuery = z.coerce.number({ error: M.RULE_TYPE_INVALID }).pipe(ZRuleType);

export const ZAiPointCheckQuery = z.object({
  aiPointConfigRuleType: ZRuleTypeQuery,
  classId: ZOptionalId,
});
export type TAiPointCheckQuery = z.infer<typeof ZAiPointCheckQuery>;

export const ZAiPointRuleSetBody = z.object({
  list: z
    .array(
      z.object({
        aiPointConfigRuleType: ZRuleType,
        points: int(0, AiPointLimit.MAX_COST, Messages.FIELD_INVALID_VALUE),
      }),
    )
    .min(1, Messages.FIELD_REQUIRED)
    .max(AI_POINT_RULE_TYPES.length, Messages.FIELD_TOO_LONG),
});
export type TAiPointRuleSetBody = z.infer<typeof ZAiPointRuleSetBody>;

const ZReason = z
  .string({ error: M.POINTS_REASON_REQUIRED })
  .trim()
  .min(1, M.POINTS_REASON_REQUIRED)
  .max(AiPointLimit.REASON_MAX, Messages.FIELD_TOO_LONG);

const ZPoints = int(0, AiPointLimit.MAX_POINTS, M.POINTS_INVALID);

/**
 * Set a balance (back office). The target is an account by id, or an owner: a class
 * (classId), a person's school account (accountUserId) or a school (schoolId alone).
 * A class or person gets the difference from their school's budget.
 */
export const ZAiPointSetBody = z
  .object({
    id: ZBodyId.optional(),
    schoolId: ZBodyId.optional(),
    classId: ZBodyId.optional(),
    accountUserId: ZBodyId.optional(),
    points: ZPoints,
    reason: ZReason,
  })
  .refine(
    (b) =>
      [b.id, b.classId, b.accountUserId].filter((v) => v !== undefined).length +
        (b.id === undefined &&
        b.classId === undefined &&
        b.accountUserId === undefined &&
        b.schoolId !== undefined
          ? 1
          : 0) ===
      1,
    { message: M.POINTS_TARGET_REQUIRED, path: ['id'] },
  );
export type TAiPointSetBody = z.infer<typeof ZAiPointSetBody>;

export const ZAiPointAccountMngQuery = ZPageQuery.extend({
  schoolId: ZOptionalId,
  classId: ZOptionalId,
  ownerType: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .pipe(
        z.union([
          z.literal(AiPointOwnerType.SCHOOL),
          z.literal(AiPointOwnerType.CLASS),
          z.literal(AiPointOwnerType.USER),
        ]),
      )
      .optional(),
  ),
  accountType: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
  ),
  keyword: ZOptionalKeyword,
});
export type TAiPointAccountMngQuery = z.infer<typeof ZAiPointAccountMngQuery>;

export const ZAiPointAccountIdQuery = z.object({ id: ZId });

/** The records filter of /ai-point-record/page and /export. */
export const ZAiPointRecordQuery = ZPageQuery.extend({
  accountId: ZOptionalId,
  accountType: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
  ),
  aiPointConfigRuleType: z.preprocess(emptyToUndefined, ZRuleTypeQuery.optional()),
  classId: ZOptionalId,
  startTm: ZOptionalTime,
  endTm: ZOptionalTime,
  pointType: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: M.OPTION_INVALID })
      .int(M.OPTION_INVALID)
      .min(AiPointType.SET, M.OPTION_INVALID)
      .max(AiPointType.REDEEM, M.OPTION_INVALID)
      .optional(),
  ),
  schoolId: ZOptionalId,
  platformSemesterId: ZOptionalId,
});
export type TAiPointRecordQuery = z.infer<typeof ZAiPointRecordQuery>;

/** A teacher hands the class's points to pupils: `points` each. */
export const ZAiPointAllocateBody = z.object({
  classId: ZBodyId,
  accountUserIds: z
    .array(ZBodyId, { error: M.PUPILS_REQUIRED })
    .min(1, M.PUPILS_REQUIRED)
    .max(AiPointLimit.ALLOCATE_MAX_PUPILS, Messages.FIELD_TOO_LONG)
    .transform((ids) => [...new Set(ids)]),
  points: int(1, AiPointLimit.CODE_POINTS_MAX, M.POINTS_INVALID),
});
export type TAiPointAllocateBody = z.infer<typeof ZAiPointAllocateBody>;

export const ZAiPointDailyLimitBody = z.object({
  classId: ZBodyId,
  /** Points each pupil may spend per day in this class; null: no limit. */
  dailyLimit: int(1, AiPointLimit.MAX_DAILY_LIMIT, Messages.FIELD_INVALID_VALUE).nullable(),
});

export const ZAiPointCodeCreateBody = z.object({
  schoolId: ZBodyId,
  count: int(1, AiPointLimit.CODE_BATCH_MAX, Messages.FIELD_INVALID_VALUE),
  points: int(1, AiPointLimit.CODE_POINTS_MAX, M.POINTS_INVALID),
  reason: ZReason,
});
export type TAiPointCodeCreateBody = z.infer<typeof ZAiPointCodeCreateBody>;

export const ZAiPointCodeQuery = ZPageQuery.extend({
  schoolId: ZOptionalId,
  used: optionalChoice(['true', 'false']),
  keyword: ZOptionalKeyword,
});
export type TAiPointCodeQuery = z.infer<typeof ZAiPointCodeQuery>;

export const ZAiPointRedeemBody = z.object({
  code: z
    .string({ error: M.CODE_REQUIRED })
    .trim()
    .min(1, M.CODE_REQUIRED)
    .max(32, M.CODE_INVALID)
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, '')),
});
