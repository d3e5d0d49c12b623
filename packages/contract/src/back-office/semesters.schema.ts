import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZDate, ZOptionalKeyword } from '../schemas/query-fields';
import { BackOfficeMessages } from './back-office-messages';
import { ZSortFields } from './list-query';

/** Platform semesters in the back office. */
export const ZSemesterMngRow = z.object({
  id: z.number().int(),
  platformSemesterName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  currentSemester: z.boolean(),
  /** Classes of the semester. */
  classCount: z.number().int(),
});
export type TSemesterMngRow = z.infer<typeof ZSemesterMngRow>;

export const ZSemesterMngQuery = ZPageQuery.extend({ name: ZOptionalKeyword }).extend(
  ZSortFields(['startDate', 'name', 'id']).shape,
);
export type TSemesterMngQuery = z.infer<typeof ZSemesterMngQuery>;

const ZSemesterFields = z.object({
  platformSemesterName: z
    .string({ error: BackOfficeMessages.SEMESTER_NAME_REQUIRED })
    .trim()
    .min(1, BackOfficeMessages.SEMESTER_NAME_REQUIRED)
    .max(32, Messages.FIELD_TOO_LONG),
  startDate: ZDate(BackOfficeMessages.SEMESTER_START_REQUIRED),
  endDate: ZDate(BackOfficeMessages.SEMESTER_END_REQUIRED),
});
const endAfterStart = (value: { startDate: string; endDate: string }) =>
  value.endDate >= value.startDate;

export const ZSemesterCreateBody = ZSemesterFields.extend({
  /** Make it the current semester at once. */
  currentSemester: z.boolean().optional(),
}).refine(endAfterStart, {
  message: BackOfficeMessages.SEMESTER_END_BEFORE_START,
  path: ['endDate'],
});
export const ZSemesterUpdateBody = ZSemesterFields.extend({ id: ZId }).refine(endAfterStart, {
  message: BackOfficeMessages.SEMESTER_END_BEFORE_START,
  path: ['endDate'],
});
export const ZSemesterIdBody = z.object({ id: ZId });
export const ZSemesterCreated = z.object({ id: z.number().int() });
