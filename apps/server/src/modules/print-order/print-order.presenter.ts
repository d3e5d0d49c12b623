import type { TPrintOrder } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { maskMobile, present } from '../../platform/auth/field-masks';
import { staffAccessOrNull } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { classNamesByIds } from '../classes';
import { schoolNamesByIds } from '../identity';
import { historyOf, type TOrderRow } from './print-order.queries';

/**
 * How a reader sees the receiver's mobile: the family that ordered sees its own number; a
 * teacher and an export see it masked; staff see it masked unless their role lifts the mask
 * (and the read is logged).
 */
export type TReceiverMobile = (mobile: string | null, orderId: number) => string | null;

export const OWN_ORDER: TReceiverMobile = (mobile) => mobile;
export const MASKED: TReceiverMobile = (mobile) => (mobile ? maskMobile(mobile) : mobile);
export const staffReader =
  (request: FastifyRequest): TReceiverMobile =>
  (mobile, orderId) =>
    present(staffAccessOrNull(request), 'mobile', mobile, {
      request,
      targetType: 'print-order',
      targetId: orderId,
    });

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** Orders as the API shows them, with names and history (one query per kind of name). */
export async function presentOrders(
  db: TDb,
  receiverMobile: TReceiverMobile,
  rows: TOrderRow[],
): Promise<TPrintOrder[]> {
  const [schools, classes, history] = await Promise.all([
    schoolNamesByIds(
      db,
      rows.map((r) => r.schoolId),
    ),
    classNamesByIds(
      db,
      rows.flatMap((r) => (r.classId === null ? [] : [r.classId])),
    ),
    historyOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    kind: r.kind,
    status: r.status,
    special: r.special,
    worksId: r.worksId,
    worksName: r.worksName,
    authorName: r.authorName,
    coverUrl: r.coverUrl,
    bookSize: r.bookSize,
    pageCount: r.pageCount,
    printNum: r.printNum,
    unitPriceFen: r.unitPriceFen,
    freeCopies: r.freeCopies,
    amountFen: r.amountFen,
    refundFen: r.refundFen,
    schoolId: r.schoolId,
    schoolName: schools.get(r.schoolId) ?? '',
    classId: r.classId,
    className: r.classId === null ? '' : (classes.get(r.classId) ?? ''),
    pupilName: r.pupilName,
    logisticsReceiver: r.logisticsReceiver,
    logisticsReceiverMobile: receiverMobile(r.logisticsReceiverMobile, r.id),
    logisticsAddress: r.logisticsAddress,
    province: r.provinceId,
    city: r.cityId,
    district: r.districtId,
    logisticsCompany: r.logisticsCompany,
    logisticsNo: r.logisticsNo,
    printerBatchNo: r.printerBatchNo,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    paidAt: iso(r.paidAt),
    placedAt: iso(r.placedAt),
    shippedAt: iso(r.shippedAt),
    history: (history.get(r.id) ?? []).map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      action: h.action,
      reason: h.reason,
      actorName: h.actorName,
      createdAt: h.createdAt.toISOString(),
    })),
  }));
}

export async function presentOrder(
  db: TDb,
  receiverMobile: TReceiverMobile,
  row: TOrderRow,
): Promise<TPrintOrder> {
  return (await presentOrders(db, receiverMobile, [row]))[0]!;
}
