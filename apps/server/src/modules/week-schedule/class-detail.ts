import type { TScheduleClassDetail, TScheduleHoliday } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { teachersOfClasses } from '../classes';
import { accountsByIds } from '../identity';
import type { THolidayRow } from '../school-holidays';
import { loadHandIns, type THandInViewer } from './hand-ins';
import { clockNow, presentClassItem, presentOccurrence } from './schedule.presenter';
import { loadSchedules, taughtLessons, type TScheduleClassRow } from './schedule.service';

/** A class's whole schedule for its semester, as the detail calls answer it. */

function presentHoliday(row: THolidayRow): TScheduleHoliday {
  return {
    id: row.id,
    name: row.name,
    startTm: row.startTm,
    endTm: row.endTm,
    stopType: row.stopType,
    holidayAdjusts: row.holidayAdjusts,
  };
}

export async function classScheduleDetail(
  db: TDb,
  cls: TScheduleClassRow,
  viewer: THandInViewer,
): Promise<TScheduleClassDetail> {
  const [schedule] = await loadSchedules(db, [cls]);
  const clock = clockNow();
  const taught = taughtLessons(schedule!);
  const lessonIds = [...new Set(taught.flatMap((occ) => (occ.lesson ? [occ.lesson.id] : [])))];
  const [handIns, teacherRows] = await Promise.all([
    loadHandIns(db, [cls.id], lessonIds, viewer),
    teachersOfClasses(db, [cls.id]),
  ]);
  const names = await accountsByIds(
    db,
    teacherRows.map((row) => row.accountId),
  );
  const semester = schedule!.semester;
  return {
    ...presentClassItem(schedule!, clock, handIns),
    lessons: taught.map((occ) => presentOccurrence(schedule!, occ, clock, handIns)),
    holidays: schedule!.holidays
      .filter((h) => !semester || (h.startTm <= semester.endDate && h.endTm >= semester.startDate))
      .map(presentHoliday),
    teachers: teacherRows
      .map((row) => ({ accountId: row.accountId, name: names.get(row.accountId)?.name ?? '' }))
      .sort((a, b) => a.accountId - b.accountId),
  };
}
