import type { TPrintOrder } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { classNamesByIds } from '../classes';
import { schoolNamesByIds } from '../identity';
import { historyOf, type TOrderRow } from './print-order.queries';

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** Orders as the API shows them, with names and history (one query per kind of name). */
export async function presentOrders(db: TDb, rows: TOrderRow[]): Promise<TPrintOrder[]> {
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
    logisticsReceiverMobile: r.logisticsReceiverMobile,
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

export async function presentOrder(db: TDb, row: TOrderRow): Promise<TPrintOrder> {
  return (await presentOrders(db, [row]))[0]!;
}
