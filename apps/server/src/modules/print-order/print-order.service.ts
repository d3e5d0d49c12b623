import { eq, sql } from 'drizzle-orm';
import {
  PrintOrderKind,
  PrintOrderMessages as M,
  PrintOrderStatus,
  printUnitPriceFen,
  type TPrintBookSize,
  type TPrintLogistics,
} from '@haoduo/contract';
import { printOrders } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { schoolNamesByIds } from '../identity';
import { workForPrint, type TWorkForPrint } from '../works';
import { buildPrintPdf, type TBookInput } from './print-file';
import { quotaOfClass, usedFreeCopies, type TOrderRow } from './print-order.queries';
import { newOrderNo, recordHistory, type TActor } from './print-transitions';

export interface TNewOrder {
  kind: typeof PrintOrderKind.WORK | typeof PrintOrderKind.CLASS_ANTHOLOGY;
  worksId: number | null;
  worksName: string;
  authorName: string;
  coverUrl: string | null;
  bookSize: TPrintBookSize;
  pageCount: number;
  schoolId: number;
  classId: number | null;
  semesterId: number | null;
  pupilAccountId: number | null;
  pupilName: string | null;
  special?: boolean;
  printNum?: number;
  logistics?: TPrintLogistics;
}

export const logisticsColumns = (l: TPrintLogistics) => ({
  logisticsReceiver: l.logisticsReceiver,
  logisticsReceiverMobile: l.logisticsReceiverMobile,
  logisticsAddress: l.logisticsAddress,
  provinceId: l.province,
  cityId: l.city,
  districtId: l.district,
});

/** A work may be printed: a published, approved picture book with pages. */
export function assertPrintable(work: TWorkForPrint | null): asserts work is TWorkForPrint {
  if (!work || work.type !== 1 || !work.isPublic) throw conflict(M.WORK_NOT_PRINTABLE);
  if (work.worksPageList.length === 0) throw conflict(M.WORK_HAS_NO_PAGES);
}

export function bookOfWork(
  work: TWorkForPrint,
  authorName: string,
  schoolName: string,
): TBookInput {
  return {
    title: work.worksName,
    authorName,
    schoolName,
    coverUrl: work.worksCoverPic,
    backCoverUrl: work.worksBackCoverPic,
    backgroundColor: work.backgroundColor,
    parts: [{ title: work.worksName, authorName, pages: work.worksPageList }],
  };
}

/** Makes the print file and keeps it; answers its storage key. */
export async function storePrintFile(
  storage: TStoragePort,
  orderNo: string,
  book: TBookInput,
  size: TPrintBookSize,
) {
  const key = `print-files/${orderNo}.pdf`;
  await storage.put(key, Buffer.from(await buildPrintPdf(storage, book, size)), 'application/pdf');
  return key;
}

/**
 * New orders (status 10) with their print files and first history rows, in one transaction;
 * the files are removed again when it fails.
 */
export async function insertOrders(
  db: TDb,
  storage: TStoragePort,
  actor: TActor,
  orders: { order: TNewOrder; book: TBookInput }[],
  reason: string | null = null,
  /** Make the print files now (default), or at their first use (the demo data). */
  makeFiles = true,
): Promise<TOrderRow[]> {
  const prepared: { values: typeof printOrders.$inferInsert; key: string | null }[] = [];
  try {
    for (const { order, book } of orders) {
      const orderNo = newOrderNo(order.kind === PrintOrderKind.CLASS_ANTHOLOGY ? 'PC' : 'PB');
      const key = makeFiles ? await storePrintFile(storage, orderNo, book, order.bookSize) : null;
      const { logistics, special, printNum, ...rest } = order;
      prepared.push({
        key,
        values: {
          ...rest,
          ...(logistics ? logisticsColumns(logistics) : {}),
          orderNo,
          special: special ?? false,
          printNum: printNum ?? 0,
          status: PrintOrderStatus.SUBMITTED,
          unitPriceFen: special ? 0 : printUnitPriceFen(order.pageCount),
          creatorUserId: actor.userId ?? 0,
          proofKey: key,
        },
      });
    }
    return await db.transaction(async (tx) => {
      const rows: TOrderRow[] = [];
      for (const { values } of prepared) {
        const [row] = await tx.insert(printOrders).values(values).returning();
        await recordHistory(tx, row!.id, null, PrintOrderStatus.SUBMITTED, 'submit', actor, reason);
        rows.push(row!);
      }
      return rows;
    });
  } catch (error) {
    await Promise.all(
      prepared.map(({ key }) => (key ? storage.delete(key).catch(() => {}) : null)),
    );
    throw error;
  }
}

/** The free copies a pupil has left this semester, and what the asked copies cost. */
export async function quoteOf(db: TDb, order: TOrderRow, printNum: number) {
  const freeQuota = await quotaOfClass(db, order.classId);
  const used =
    order.pupilAccountId === null
      ? freeQuota
      : await usedFreeCopies(db, order.pupilAccountId, order.semesterId);
  // This order's own copies are not counted against itself.
  const usedByOthers = used - (order.status === PrintOrderStatus.SUBMITTED ? 0 : order.freeCopies);
  const remaining = Math.max(0, freeQuota - usedByOthers);
  const freeCopies = order.special ? printNum : Math.min(printNum, remaining);
  return {
    quota: {
      classId: order.classId,
      semesterId: order.semesterId,
      freeCopies: freeQuota,
      used: usedByOthers,
      remaining,
      unitPriceFen: order.unitPriceFen,
    },
    freeCopies,
    amountFen: order.special ? 0 : (printNum - freeCopies) * order.unitPriceFen,
  };
}

/** One pupil's quota changes one at a time (two orders at once cannot both use the last copy). */
export async function lockPupil(tx: TDb, pupilAccountId: number | null): Promise<void> {
  if (pupilAccountId !== null)
    await tx.execute(sql`select pg_advisory_xact_lock(7301, ${pupilAccountId})`);
}

/** An order's print file, made now if it was left for its first use (a work's order only). */
export async function ensurePrintFile(
  db: TDb,
  storage: TStoragePort,
  order: TOrderRow,
): Promise<Buffer | null> {
  const kept = order.proofKey ? await storage.get(order.proofKey) : null;
  if (kept) return kept;
  const work = order.worksId ? await workForPrint(db, order.worksId) : null;
  if (!work || order.kind !== PrintOrderKind.WORK) return null;
  const school = (await schoolNamesByIds(db, [order.schoolId])).get(order.schoolId) ?? '';
  const key = await storePrintFile(
    storage,
    order.orderNo,
    bookOfWork(work, order.authorName, school),
    order.bookSize,
  );
  await db.update(printOrders).set({ proofKey: key }).where(eq(printOrders.id, order.id));
  return storage.get(key);
}
