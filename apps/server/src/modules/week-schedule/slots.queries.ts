import type { TScheduleSlotInput } from '@haoduo/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { classWeekSlots } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import type { TSlot } from './calendar';

const slotColumns = {
  id: classWeekSlots.id,
  classId: classWeekSlots.classId,
  weekday: classWeekSlots.weekday,
  period: classWeekSlots.period,
  startTime: classWeekSlots.startTime,
  endTime: classWeekSlots.endTime,
  teacherAccountId: classWeekSlots.teacherAccountId,
  startDate: classWeekSlots.startDate,
};

/** The weekly slots of these classes, by class (weekday, period order). */
export async function slotsOfClasses(
  db: TDb,
  classIds: readonly number[],
): Promise<Map<number, TSlot[]>> {
  const result = new Map<number, TSlot[]>();
  if (classIds.length === 0) return result;
  const rows = await db
    .select(slotColumns)
    .from(classWeekSlots)
    .where(inArray(classWeekSlots.classId, [...new Set(classIds)]))
    .orderBy(asc(classWeekSlots.weekday), asc(classWeekSlots.period));
  for (const { classId, ...slot } of rows) {
    const list = result.get(classId) ?? [];
    list.push(slot);
    result.set(classId, list);
  }
  return result;
}

/** The ids of the classes that have at least one slot, among these. */
export async function scheduledClassIds(db: TDb, classIds: readonly number[]): Promise<number[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ classId: classWeekSlots.classId })
    .from(classWeekSlots)
    .where(inArray(classWeekSlots.classId, [...new Set(classIds)]));
  return rows.map((row) => row.classId);
}

/** Replace a class's slots (in the caller's transaction). */
export async function replaceSlots(
  tx: TDb,
  classId: number,
  slots: readonly TScheduleSlotInput[],
  startDate: string | null,
): Promise<void> {
  await tx.delete(classWeekSlots).where(eq(classWeekSlots.classId, classId));
  if (slots.length === 0) return;
  await tx.insert(classWeekSlots).values(
    slots.map((slot) => ({
      classId,
      weekday: slot.weekday,
      period: slot.period,
      startTime: slot.startTime,
      endTime: slot.endTime,
      teacherAccountId: slot.teacherAccountId ?? null,
      startDate,
    })),
  );
}
