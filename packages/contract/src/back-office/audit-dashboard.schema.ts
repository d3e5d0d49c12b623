import { z } from 'zod';
import { ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZOptionalTime } from '../ai-workshop/ai-fields';
import { ZOptionalId, ZOptionalKeyword } from '../schemas/query-fields';
import { BackOfficeMessages } from './back-office-messages';
import { ZSortFields } from './list-query';

const empty = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The audit log: who changed what through which back-office call, before and after. */
export const ZAuditLogRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  /** The permission code of the call that made the change (or the call itself). */
  action: z.string(),
  /** The call: method and path (`POST /api/v1/...`). */
  endpoint: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The changed fields: `{ field: { before, after } }`. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  /** Other facts of the change (a remark, the ids of a batch). */
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type TAuditLogRow = z.infer<typeof ZAuditLogRow>;

const ZAuditLogFields = z.object({
  actorUserId: ZOptionalId,
  /** Part of the actor's name, username or mobile. */
  actorKeyword: ZOptionalKeyword,
  /** Part of the call (permission code or path). */
  action: ZOptionalKeyword,
  targetType: z.preprocess(empty, z.string().trim().max(64, Messages.FIELD_TOO_LONG).optional()),
  targetId: z.preprocess(empty, z.string().trim().max(64, Messages.FIELD_TOO_LONG).optional()),
  startTm: ZOptionalTime,
  endTm: ZOptionalTime,
});

const rangeInOrder = (f: { startTm?: Date; endTm?: Date }) =>
  !f.startTm || !f.endTm || f.startTm.getTime() <= f.endTm.getTime();
const rangeMessage = { message: BackOfficeMessages.DATE_RANGE_INVALID, path: ['endTm'] };

export const ZAuditLogFilter = ZAuditLogFields.refine(rangeInOrder, rangeMessage);
export type TAuditLogFilter = z.infer<typeof ZAuditLogFilter>;

export const ZAuditLogQuery = ZPageQuery.extend(ZAuditLogFields.shape)
  .extend(ZSortFields(['at', 'id']).shape)
  .refine(rangeInOrder, rangeMessage);
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** The back-office home: today's numbers and daily series, within the caller's scope. */
export const ZDashboardQuery = z.object({ schoolId: ZOptionalId });

export const ZDashboardDay = z.object({
  /** YYYY-MM-DD (Asia/Shanghai). */
  date: z.string(),
  signIns: z.number().int(),
  generations: z.number().int(),
  worksSubmitted: z.number().int(),
  pointsSpent: z.number().int(),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboard = z.object({
  today: z.object({
    signIns: z.number().int(),
    generations: z.number().int(),
    worksPendingReview: z.number().int(),
    pointsSpent: z.number().int(),
  }),
  /** The last 7 and 30 days, oldest first, today last. */
  last7Days: z.array(ZDashboardDay),
  last30Days: z.array(ZDashboardDay),
});
export type TDashboard = z.infer<typeof ZDashboard>;
