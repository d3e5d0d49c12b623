import { and, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { schoolHolidays, type THolidayAdjust } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** A school holiday as the week schedule reads it. */
export interface THolidayRow {
  id: number;
  schoolId: number | null;
  semesterId: number | null;
  name: string;
  startTm: string;
  endTm: string;
  stopType: number;
  stopScopeType: number;
  courseClassIds: number[];
  holidayAdjusts: THolidayAdjust[];
  holidayStops: string[];
}

/** Days an adjust day may lie before or after its holiday. */
const ADJUST_REACH_DAYS = 31;

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The holidays of these schools (and those of every school) that touch the days from `from`
 * to `to`, or whose adjust days may: in start order.
 */
export async function holidaysOfSchools(
  db: TDb,
  schoolIds: readonly number[],
  from: string,
  to: string,
): Promise<THolidayRow[]> {
  const schools = [...new Set(schoolIds)];
  const whose =
    schools.length === 0
      ? isNull(schoolHolidays.schoolId)
      : or(isNull(schoolHolidays.schoolId), inArray(schoolHolidays.schoolId, schools));
  const rows = await db
    .select({
      id: schoolHolidays.id,
      schoolId: schoolHolidays.schoolId,
      semesterId: schoolHolidays.semesterId,
      name: schoolHolidays.name,
      startTm: schoolHolidays.startTm,
      endTm: schoolHolidays.endTm,
      stopType: schoolHolidays.stopType,
      stopScopeType: schoolHolidays.stopScopeType,
      courseClassIds: schoolHolidays.courseClassIds,
      holidayAdjusts: schoolHolidays.holidayAdjusts,
      holidayStops: schoolHolidays.holidayStops,
    })
    .from(schoolHolidays)
    .where(
      and(
        whose,
        lte(schoolHolidays.startTm, shiftDay(to, ADJUST_REACH_DAYS)),
        gte(schoolHolidays.endTm, shiftDay(from, -ADJUST_REACH_DAYS)),
      ),
    )
    .orderBy(schoolHolidays.startTm, schoolHolidays.id);
  return rows;
}
