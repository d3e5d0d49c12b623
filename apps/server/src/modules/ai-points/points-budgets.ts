import {
  AI_POINT_OWNER_LABELS,
  AiPointOwnerType,
  AiPointType,
  AiWorkshopMessages,
  ClassMessages,
  formatMessage,
  type TAiPointAllocateBody,
  type TAiPointSetBody,
} from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { badRequest, notFound, unprocessable } from '../../platform/http/errors';
import {
  activePupilIdsOfClass,
  assertOnSchool,
  findClassById,
  loadClassFor,
  type TClassActor,
} from '../classes';
import { findAccountSchool } from '../identity';
import {
  credit,
  debit,
  ensurePointAccount,
  findPointAccountById,
  lockPointAccount,
  writeRecord,
  updateDailyLimit,
  type TPointAccountRow,
  type TPointOwner,
} from './points-ledger';

/**
 * Budgets flow school → class → person. The back office sets a school's budget outright;
 * a class's or a person's balance set by the back office, and the points a teacher hands
 * to pupils, come out of the budget above (and go back to it when lowered).
 */

async function ownerOfSetTarget(db: TDb, body: TAiPointSetBody): Promise<TPointOwner> {
  if (body.id !== undefined) {
    const account = await findPointAccountById(db, body.id);
    if (!account) throw notFound(AiWorkshopMessages.POINT_ACCOUNT_NOT_FOUND);
    return ownerOfRow(account);
  }
  if (body.classId !== undefined) {
    const cls = await findClassById(db, body.classId);
    if (!cls) throw notFound(ClassMessages.CLASS_NOT_FOUND);
    return { ownerType: AiPointOwnerType.CLASS, schoolId: cls.schoolId, classId: cls.id };
  }
  if (body.accountUserId !== undefined) {
    const person = await findAccountSchool(db, body.accountUserId);
    if (!person) throw notFound(AiWorkshopMessages.POINT_ACCOUNT_NOT_FOUND);
    return { ownerType: AiPointOwnerType.USER, schoolId: person.schoolId, accountId: person.id };
  }
  return { ownerType: AiPointOwnerType.SCHOOL, schoolId: body.schoolId! };
}

export function ownerOfRow(row: TPointAccountRow): TPointOwner {
  if (row.ownerType === AiPointOwnerType.CLASS) {
    return { ownerType: AiPointOwnerType.CLASS, schoolId: row.schoolId, classId: row.classId! };
  }
  if (row.ownerType === AiPointOwnerType.USER) {
    return { ownerType: AiPointOwnerType.USER, schoolId: row.schoolId, accountId: row.accountId! };
  }
  return { ownerType: AiPointOwnerType.SCHOOL, schoolId: row.schoolId };
}

/** The back office sets a balance; returns the account id. */
export async function setPoints(
  db: TDb,
  actor: TClassActor,
  body: TAiPointSetBody,
  operatorUserId: number,
): Promise<number> {
  const owner = await ownerOfSetTarget(db, body);
  assertOnSchool(actor, owner.schoolId, 'administer');
  return db.transaction(async (tx) => {
    const created = await ensurePointAccount(tx, owner);
    const target = (await lockPointAccount(tx, created.id))!;
    const delta = body.points - target.points;
    if (delta === 0) return target.id;
    const record = { reason: body.reason, operatorUserId };

    if (owner.ownerType !== AiPointOwnerType.SCHOOL) {
      const school = await ensurePointAccount(tx, {
        ownerType: AiPointOwnerType.SCHOOL,
        schoolId: owner.schoolId,
      });
      if (delta > 0) {
        const after = await debit(tx, school.id, delta);
        if (!after) {
          throw unprocessable(
            formatMessage(AiWorkshopMessages.PARENT_POINTS_NOT_ENOUGH, {
              owner: AI_POINT_OWNER_LABELS[AiPointOwnerType.SCHOOL],
              points: school.points,
            }),
          );
        }
        await writeRecord(tx, after, -delta, { ...record, pointType: AiPointType.ALLOCATE_OUT });
      } else {
        const after = await credit(tx, school.id, -delta);
        await writeRecord(tx, after, -delta, { ...record, pointType: AiPointType.ALLOCATE_IN });
      }
    }
    const after =
      delta > 0 ? await credit(tx, target.id, delta) : (await debit(tx, target.id, -delta))!;
    await writeRecord(tx, after, delta, { ...record, pointType: AiPointType.SET });
    return target.id;
  });
}

/** A teacher hands `points` of the class's budget to each chosen pupil. */
export async function allocateToPupils(
  db: TDb,
  actor: TClassActor,
  body: TAiPointAllocateBody,
  operatorUserId: number,
): Promise<void> {
  const cls = await loadClassFor(db, actor, body.classId, 'teach');
  const members = await activePupilIdsOfClass(db, cls.id, body.accountUserIds);
  if (members.length !== body.accountUserIds.length) {
    throw badRequest(AiWorkshopMessages.PUPILS_NOT_IN_CLASS, [
      { field: 'accountUserIds', message: AiWorkshopMessages.PUPILS_NOT_IN_CLASS },
    ]);
  }
  const total = body.points * body.accountUserIds.length;
  await db.transaction(async (tx) => {
    const classAccount = await ensurePointAccount(tx, {
      ownerType: AiPointOwnerType.CLASS,
      schoolId: cls.schoolId,
      classId: cls.id,
    });
    const after = await debit(tx, classAccount.id, total);
    if (!after) {
      throw unprocessable(
        formatMessage(AiWorkshopMessages.CLASS_POINTS_NOT_ENOUGH, {
          need: total,
          points: classAccount.points,
        }),
      );
    }
    const reason = AiWorkshopMessages.REASON_ALLOCATE;
    await writeRecord(tx, after, -total, {
      pointType: AiPointType.ALLOCATE_OUT,
      reason,
      operatorUserId,
    });
    for (const accountId of body.accountUserIds) {
      const pupil = await ensurePointAccount(tx, {
        ownerType: AiPointOwnerType.USER,
        schoolId: cls.schoolId,
        accountId,
      });
      const credited = await credit(tx, pupil.id, body.points);
      await writeRecord(tx, credited, body.points, {
        pointType: AiPointType.ALLOCATE_IN,
        reason,
        classId: cls.id,
        operatorUserId,
      });
    }
  });
}

/** A teacher sets how many points each pupil may spend per day in the class. */
export async function setDailyLimit(
  db: TDb,
  actor: TClassActor,
  classId: number,
  dailyLimit: number | null,
): Promise<void> {
  const cls = await loadClassFor(db, actor, classId, 'teach');
  await db.transaction(async (tx) => {
    const account = await ensurePointAccount(tx, {
      ownerType: AiPointOwnerType.CLASS,
      schoolId: cls.schoolId,
      classId: cls.id,
    });
    await updateDailyLimit(tx, account.id, dailyLimit);
  });
}
