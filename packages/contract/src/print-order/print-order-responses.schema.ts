import { z } from 'zod';
import { PRINT_BOOK_SIZES } from './print-order-constants';

const ZStatus = z.number().int();

/** A page of a work below the resolution wanted at its printed size. */
export const ZPrintPageCheck = z.object({
  /** 1-based inner page number (0 the cover, -1 the back cover). */
  pageNo: z.number().int(),
  dpi: z.number().int(),
});

export const ZPrintPreflight = z.object({
  ok: z.boolean(),
  pageCount: z.number().int(),
  /** Pages whose pictures print below 150 dpi (they would look blurry). */
  lowResolutionPages: z.array(ZPrintPageCheck),
  /** Pages with neither picture nor text. */
  emptyPages: z.array(z.number().int()),
});
export type TPrintPreflight = z.infer<typeof ZPrintPreflight>;

export const ZPrintableWork = z.object({
  worksId: z.number().int(),
  worksName: z.string(),
  worksAuthor: z.string().nullable(),
  coverUrl: z.string().nullable(),
  pageCount: z.number().int(),
  publishedAt: z.string().nullable(),
  unitPriceFen: z.number().int(),
  checks: ZPrintPreflight,
  /** The open order of this work (not cancelled, rejected or completed), if any. */
  openOrderId: z.number().int().nullable(),
});
export type TPrintableWork = z.infer<typeof ZPrintableWork>;

export const ZPrintQuota = z.object({
  classId: z.number().int().nullable(),
  semesterId: z.number().int().nullable(),
  /** Free copies per pupil per semester, set for the class. */
  freeCopies: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** Price of one copy of the asked work, in fen (0 when no work was named). */
  unitPriceFen: z.number().int(),
});
export type TPrintQuota = z.infer<typeof ZPrintQuota>;

export const ZPrintHistoryItem = z.object({
  fromStatus: ZStatus.nullable(),
  toStatus: ZStatus,
  action: z.string(),
  reason: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type TPrintHistoryItem = z.infer<typeof ZPrintHistoryItem>;

export const ZPrintOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.number().int(),
  status: ZStatus,
  special: z.boolean(),
  worksId: z.number().int().nullable(),
  worksName: z.string(),
  authorName: z.string(),
  coverUrl: z.string().nullable(),
  bookSize: z.enum(PRINT_BOOK_SIZES),
  pageCount: z.number().int(),
  printNum: z.number().int(),
  unitPriceFen: z.number().int(),
  freeCopies: z.number().int(),
  amountFen: z.number().int(),
  refundFen: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string(),
  pupilName: z.string().nullable(),
  logisticsReceiver: z.string().nullable(),
  logisticsReceiverMobile: z.string().nullable(),
  logisticsAddress: z.string().nullable(),
  province: z.number().int().nullable(),
  city: z.number().int().nullable(),
  district: z.number().int().nullable(),
  logisticsCompany: z.string().nullable(),
  logisticsNo: z.string().nullable(),
  printerBatchNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  placedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  history: z.array(ZPrintHistoryItem),
});
export type TPrintOrder = z.infer<typeof ZPrintOrder>;

/** What to pay: the gateway's cashier for a native (QR) payment. */
export const ZPrintPayment = z.object({
  outTradeNo: z.string(),
  amountFen: z.number().int(),
  /** The `code_url` of the native payment (shown as a QR code). */
  codeUrl: z.string(),
  /** A page that pays it in a browser (the local gateway's cashier; null for a real gateway). */
  payUrl: z.string().nullable(),
});

export const ZPrintPrepayQuote = z.object({
  worksOrderId: z.number().int(),
  printNum: z.number().int(),
  unitPriceFen: z.number().int(),
  freeCopies: z.number().int(),
  amountFen: z.number().int(),
  quota: ZPrintQuota,
});

export const ZPrintPrepayResult = z.object({
  order: ZPrintOrder,
  /** Null when the free quota covered every copy (the order is paid at once). */
  payment: ZPrintPayment.nullable(),
});

export const ZPrintBatchResult = z.object({
  printerBatchNo: z.string(),
  placed: z.number().int(),
});

export const ZPrintSpecialResult = z.object({ orderIds: z.array(z.number().int()) });

export const ZPrintPurchaseOrder = z.object({
  printerBatchNo: z.string(),
  placedAt: z.string(),
  orderCount: z.number().int(),
  copies: z.number().int(),
  pages: z.number().int(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      worksName: z.string(),
      bookSize: z.enum(PRINT_BOOK_SIZES),
      pageCount: z.number().int(),
      printNum: z.number().int(),
      status: ZStatus,
      logisticsReceiver: z.string().nullable(),
    }),
  ),
});

export const ZPrintQuotaSetting = z.object({
  classId: z.number().int(),
  freeCopies: z.number().int(),
});
