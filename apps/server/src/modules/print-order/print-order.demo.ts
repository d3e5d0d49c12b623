import {
  AccountType,
  PrintOrderKind,
  PrintOrderStatus,
  type TPrintOrderStatus,
} from '@haoduo/contract';
import { printQuotas } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { findClassById } from '../classes';
import { findAccountsOfUser, findUserByUsername, schoolNamesByIds } from '../identity';
import { printableWorksOfAuthor } from '../works';
import { newBatchNo } from './print-order.actions';
import { bookOfWork, insertOrders } from './print-order.service';
import type { TOrderRow } from './print-order.queries';
import { transition, type TActor } from './print-transitions';

const ADDRESS = {
  logisticsReceiver: '张妈妈',
  logisticsReceiverMobile: '13900001111',
  logisticsAddress: '西湖区文三路 100 号',
  province: 330000,
  city: 330100,
  district: 330106,
};

/** Who orders what in the demo: each pupil's first published book, reaching these statuses. */
const PLAN: { username: string; statuses: TPrintOrderStatus[] }[] = [
  { username: 'stu001', statuses: [PrintOrderStatus.SHIPPED, PrintOrderStatus.REJECTED] },
  { username: 'stu002', statuses: [PrintOrderStatus.AWAITING_PAYMENT] },
  { username: 'ai3001s01', statuses: [PrintOrderStatus.PAID, PrintOrderStatus.PLACED] },
];

/**
 * Demo print orders in several statuses, and 2 free copies per pupil for the pupils' classes,
 * so the pupils' pages and the console's lists are not empty.
 */
export async function seedPrintOrders(db: TDb, storage: TStoragePort): Promise<void> {
  const batchNo = newBatchNo();
  for (const { username, statuses } of PLAN) {
    const user = await findUserByUsername(db, username);
    const [account] = user ? await findAccountsOfUser(db, user.id, AccountType.STUDENT) : [];
    const [work] = account ? await printableWorksOfAuthor(db, account.accountId) : [];
    if (!user || !account || !work) continue;
    const pupil: TActor = { userId: user.id, name: user.name ?? username };
    const cls = work.worksClassId ? await findClassById(db, work.worksClassId) : null;
    if (cls)
      await db.insert(printQuotas).values({ classId: cls.id, freeCopies: 2 }).onConflictDoNothing();
    const school = (await schoolNamesByIds(db, [work.schoolId])).get(work.schoolId) ?? '';
    const author = work.worksAuthor || pupil.name;
    for (const target of statuses) {
      const [order] = await insertOrders(
        db,
        storage,
        pupil,
        [
          {
            order: {
              kind: PrintOrderKind.WORK,
              worksId: work.id,
              worksName: work.worksName,
              authorName: author,
              coverUrl: work.worksCoverPic,
              bookSize: 'a5-landscape',
              pageCount: work.worksPageList.length,
              schoolId: work.schoolId,
              classId: cls?.id ?? null,
              semesterId: cls?.semesterId ?? null,
              pupilAccountId: account.accountId,
              pupilName: pupil.name,
            },
            book: bookOfWork(work, author, school),
          },
        ],
        null,
        false,
      );
      await advance(db, order!, target, pupil, batchNo);
    }
  }
}

const STAFF: TActor = { userId: null, name: '印刷厂' };
const GATEWAY: TActor = { userId: null, name: '微信支付' };

/** Moves a new demo order along DESIGN section 9's way to `target`. */
async function advance(
  db: TDb,
  order: TOrderRow,
  target: TPrintOrderStatus,
  pupil: TActor,
  batchNo: string,
) {
  const amountFen = 2 * order.unitPriceFen;
  let row = await transition(db, order, 'prepay', PrintOrderStatus.AWAITING_PAYMENT, pupil, {
    set: {
      ...columns(ADDRESS),
      printNum: 2,
      amountFen,
      outTradeNo: `PTDEMO${order.id}${Date.now()}`,
    },
  });
  if (target === PrintOrderStatus.AWAITING_PAYMENT) return;
  row = await transition(db, row, 'paid', PrintOrderStatus.PAID, GATEWAY, {
    reason: '微信支付（演示）',
    set: { paidAt: new Date(), transactionId: `4200DEMO${order.id}` },
  });
  if (target === PrintOrderStatus.PAID) return;
  if (target === PrintOrderStatus.REJECTED) {
    const reason = '第 2 页图片不够清晰，请换一张更清楚的图片';
    await transition(db, row, 'reject', PrintOrderStatus.REJECTED, STAFF, {
      reason: `${reason}（已退款）`,
      set: { rejectReason: reason, refundFen: amountFen },
    });
    return;
  }
  row = await transition(db, row, 'place', PrintOrderStatus.PLACED, STAFF, {
    reason: `批次 ${batchNo}`,
    set: { printerBatchNo: batchNo, placedAt: new Date() },
  });
  if (target === PrintOrderStatus.PLACED) return;
  await transition(db, row, 'ship', PrintOrderStatus.SHIPPED, STAFF, {
    reason: '顺丰速运 SF1400012345678',
    set: { logisticsCompany: '顺丰速运', logisticsNo: 'SF1400012345678', shippedAt: new Date() },
  });
}

function columns(l: typeof ADDRESS) {
  return {
    logisticsReceiver: l.logisticsReceiver,
    logisticsReceiverMobile: l.logisticsReceiverMobile,
    logisticsAddress: l.logisticsAddress,
    provinceId: l.province,
    cityId: l.city,
    districtId: l.district,
  };
}
