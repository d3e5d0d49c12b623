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
import { transition, type TActor } from './print-transitions';

const ADDRESS = {
  logisticsReceiver: '张妈妈',
  logisticsReceiverMobile: '13900001111',
  logisticsAddress: '西湖区文三路 100 号',
  province: 330000,
  city: 330100,
  district: 330106,
};

/** The statuses the demo's orders reach, one order per published book of the demo pupil. */
const PATHS: TPrintOrderStatus[] = [
  PrintOrderStatus.SHIPPED,
  PrintOrderStatus.AWAITING_PAYMENT,
  PrintOrderStatus.PAID,
  PrintOrderStatus.PLACED,
  PrintOrderStatus.REJECTED,
];

/**
 * Demo print orders of 张小明 (stu001) in several statuses, and 2 free copies per pupil for
 * his class, so the pupil's page and the console's lists are not empty.
 */
export async function seedPrintOrders(db: TDb, storage: TStoragePort): Promise<void> {
  const user = await findUserByUsername(db, 'stu001');
  if (!user) return;
  const [account] = await findAccountsOfUser(db, user.id, AccountType.STUDENT);
  if (!account) return;
  const works = (await printableWorksOfAuthor(db, account.accountId)).slice(0, PATHS.length);
  if (works.length === 0) return;
  const pupil: TActor = { userId: user.id, name: user.name ?? '张小明' };
  const staff: TActor = { userId: null, name: '印刷厂' };
  const gateway: TActor = { userId: null, name: '微信支付' };
  const batchNo = newBatchNo();
  for (const [index, work] of works.entries()) {
    const cls = work.worksClassId ? await findClassById(db, work.worksClassId) : null;
    if (cls && index === 0) {
      await db.insert(printQuotas).values({ classId: cls.id, freeCopies: 2 }).onConflictDoNothing();
    }
    const school = (await schoolNamesByIds(db, [work.schoolId])).get(work.schoolId) ?? '';
    const author = work.worksAuthor || pupil.name;
    const [order] = await insertOrders(db, storage, pupil, [
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
    ]);
    const target = PATHS[index]!;
    let row = order!;
    const amountFen = 2 * row.unitPriceFen;
    row = await transition(db, row, 'prepay', PrintOrderStatus.AWAITING_PAYMENT, pupil, {
      set: {
        ...columns(ADDRESS),
        printNum: 2,
        amountFen,
        outTradeNo: `PTDEMO${row.id}${Date.now()}`,
      },
    });
    if (target === PrintOrderStatus.AWAITING_PAYMENT) continue;
    row = await transition(db, row, 'paid', PrintOrderStatus.PAID, gateway, {
      reason: '微信支付 演示',
      set: { paidAt: new Date(), transactionId: `4200DEMO${row.id}` },
    });
    if (target === PrintOrderStatus.PAID) continue;
    if (target === PrintOrderStatus.REJECTED) {
      await transition(db, row, 'reject', PrintOrderStatus.REJECTED, staff, {
        reason: '第 2 页图片不够清晰，请换一张更清楚的图片（已退款）',
        set: { rejectReason: '第 2 页图片不够清晰，请换一张更清楚的图片', refundFen: amountFen },
      });
      continue;
    }
    row = await transition(db, row, 'place', PrintOrderStatus.PLACED, staff, {
      reason: `批次 ${batchNo}`,
      set: { printerBatchNo: batchNo, placedAt: new Date() },
    });
    if (target === PrintOrderStatus.PLACED) continue;
    await transition(db, row, 'ship', PrintOrderStatus.SHIPPED, staff, {
      reason: '顺丰速运 SF1400012345678',
      set: { logisticsCompany: '顺丰速运', logisticsNo: 'SF1400012345678', shippedAt: new Date() },
    });
  }
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
