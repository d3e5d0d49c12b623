import { z } from 'zod';
import { ZId, ZMobile, ZPageQuery } from '../common/fields';
import { ZWireDateTime } from '../common/date-time';
import { ZSortFields } from '../back-office/list-query';
import { Messages } from '../messages/messages';
import { ZIdList, ZOptionalId, ZOptionalKeyword } from '../schemas/query-fields';
import { PRINT_BOOK_SIZES, PrintLimit } from './print-order-constants';
import { PrintOrderMessages as M } from './print-order-messages';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, Messages.FIELD_TOO_LONG);

export const ZPrintCopies = z.coerce
  .number({ error: M.COPIES_INVALID })
  .int(M.COPIES_INVALID)
  .min(1, M.COPIES_INVALID)
  .max(PrintLimit.COPIES_MAX, M.COPIES_INVALID);

export const ZPrintBookSize = z.enum(PRINT_BOOK_SIZES, { error: Messages.FIELD_INVALID_VALUE });

/** The shipping address (the spec's logistics fields; region ids from the region cascader). */
export const ZPrintLogistics = z.object({
  logisticsReceiver: text(32, M.RECEIVER_REQUIRED),
  logisticsReceiverMobile: ZMobile,
  logisticsAddress: text(200, M.ADDRESS_REQUIRED),
  province: ZId.describe('province region id'),
  city: ZId.describe('city region id'),
  district: ZId.describe('district region id'),
});
export type TPrintLogistics = z.infer<typeof ZPrintLogistics>;

export const ZPrintWorksIdQuery = z.object({ worksId: ZId });
export const ZPrintProofQuery = z.object({
  worksId: ZId,
  bookSize: z.preprocess(emptyToUndefined, ZPrintBookSize.default('a5-landscape')),
  authorName: z.preprocess(emptyToUndefined, z.string().trim().max(32).optional()),
});
export const ZPrintQuotaQuery = z.object({
  worksId: z.preprocess(emptyToUndefined, ZId.optional()),
});

export const ZPrintSubmitBody = z.object({
  worksId: ZId,
  bookSize: ZPrintBookSize.default('a5-landscape'),
  /** The author name printed on the cover (the pupil's choice; default the work's author). */
  authorName: z.string().trim().max(32, Messages.FIELD_TOO_LONG).optional(),
});
export type TPrintSubmitBody = z.infer<typeof ZPrintSubmitBody>;

export const ZPrintPrepayBody = z.object({ worksOrderId: ZId, printNum: ZPrintCopies });
export const ZPrintPrepaySubmitBody = ZPrintPrepayBody.extend(ZPrintLogistics.shape);
export type TPrintPrepaySubmitBody = z.infer<typeof ZPrintPrepaySubmitBody>;

export const ZPrintOrderIdBody = z.object({ orderId: ZId });
export const ZPrintOrderIdQuery = z.object({ orderId: ZId });

export const ZPrintMyOrdersQuery = ZPageQuery;
export const ZPrintClassOrdersQuery = ZPageQuery.extend({
  classId: ZId,
  status: ZOptionalId,
});

/** A teacher's class anthology: one book of every printable work of the class. */
export const ZPrintAnthologyBody = ZPrintLogistics.extend({
  classId: ZId,
  printNum: ZPrintCopies,
  bookSize: ZPrintBookSize.default('a5-landscape'),
  title: z.string().trim().min(1).max(40, Messages.FIELD_TOO_LONG).optional(),
});

// ---- back office ----------------------------------------------------------------------

export const ZPrintMngSubmitBody = ZPrintLogistics.extend({
  worksId: ZId,
  printNum: ZPrintCopies,
  bookSize: ZPrintBookSize.default('a5-landscape'),
  authorName: z.string().trim().max(32, Messages.FIELD_TOO_LONG).optional(),
});
/** Free copies of every printable work of a class (or the listed ones), made by staff. */
export const ZPrintSpecialSubmitBody = ZPrintLogistics.extend({
  classId: ZId,
  worksIds: z.array(ZId).max(200).optional(),
  printNum: ZPrintCopies,
  bookSize: ZPrintBookSize.default('a5-landscape'),
  reason: z.string().trim().max(PrintLimit.REASON_MAX, Messages.FIELD_TOO_LONG).optional(),
});
export const ZPrintPlaceBody = z.object({
  orderId: ZId,
  printerBatchNo: z.string().trim().max(40, Messages.FIELD_TOO_LONG).optional(),
});
export const ZPrintBatchPlaceBody = z.object({
  orderIds: ZIdList(200, M.BATCH_EMPTY),
  printerBatchNo: z.string().trim().max(40, Messages.FIELD_TOO_LONG).optional(),
});
export const ZPrintReasonBody = z.object({
  orderId: ZId,
  reason: text(PrintLimit.REASON_MAX, M.REASON_REQUIRED),
});
export const ZPrintCancelMngBody = z.object({
  orderId: ZId,
  reason: z.string().trim().max(PrintLimit.REASON_MAX, Messages.FIELD_TOO_LONG).optional(),
});
export const ZPrintShipBody = z.object({
  orderId: ZId,
  logisticsCompany: text(40, M.LOGISTICS_COMPANY_REQUIRED),
  logisticsNo: text(40, M.LOGISTICS_NO_REQUIRED),
});

export const ZPrintOrderListFilter = z.object({
  status: ZOptionalId,
  schoolId: ZOptionalId,
  classId: ZOptionalId,
  semesterId: ZOptionalId,
  kind: ZOptionalId,
  special: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  printerBatchNo: ZOptionalKeyword,
  /** Order number, work name, pupil or receiver name. */
  keyword: ZOptionalKeyword,
  startTm: z.preprocess(emptyToUndefined, ZWireDateTime.optional()),
  endTm: z.preprocess(emptyToUndefined, ZWireDateTime.optional()),
});
export const ZPrintOrderListQuery = ZPageQuery.extend(ZPrintOrderListFilter.shape).extend(
  ZSortFields(['createdAt', 'amountFen', 'printNum', 'status']).shape,
);
export type TPrintOrderListQuery = z.infer<typeof ZPrintOrderListQuery>;
export const ZPrintOrderExportQuery = ZPrintOrderListFilter;

export const ZPrintPurchaseOrderQuery = ZPageQuery.extend({ printerBatchNo: ZOptionalKeyword });
export const ZPrintBatchFilesQuery = z.object({
  printerBatchNo: z.string().trim().min(1, M.BATCH_NOT_FOUND).max(40),
});

export const ZPrintQuotaMngQuery = z.object({ classId: ZId });
export const ZPrintQuotaSetBody = z.object({
  classId: ZId,
  freeCopies: z.coerce
    .number({ error: M.QUOTA_INVALID })
    .int(M.QUOTA_INVALID)
    .min(0, M.QUOTA_INVALID)
    .max(PrintLimit.FREE_QUOTA_MAX, M.QUOTA_INVALID),
});
