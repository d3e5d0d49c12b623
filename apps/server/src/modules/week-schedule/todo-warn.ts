import type { TTodoWarn } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { errorStudentsOf } from '../ai-workshop';
import { accountsByIds } from '../identity';
import { loadHandIns } from './hand-ins';
import { clockNow, presentOccurrence } from './schedule.presenter';
import { loadSchedules, type TScheduleClassRow } from './schedule.service';
import { lessonIdsOf, occurrencesInWeek, weekOf } from './week';

/**
 * A teacher's to-do of a week: the lessons up to today whose pupils have not all handed in a
 * work saved from the lesson (with who is missing), and the pupils whose drawings failed or
 * were refused since the week began.
 */
export async function todoWarn(
  db: TDb,
  rows: readonly TScheduleClassRow[],
  date: string | undefined,
): Promise<TTodoWarn> {
  const clock = clockNow();
  const week = weekOf(date ?? clock.today);
  const schedules = await loadSchedules(db, rows);
  // Held: this week's lessons up to today (today's count from the morning on).
  const held = occurrencesInWeek(schedules, week).filter(
    ({ occ }) => occ.lesson !== null && occ.date <= clock.today,
  );
  const handIns = await loadHandIns(
    db,
    rows.map((row) => row.id),
    lessonIdsOf(held),
    { kind: 'counts' },
  );
  const missing = held.map(({ schedule, occ }) =>
    handIns.pupilsOf(schedule.cls.id).filter((id) => !handIns.handInOf(occ.lesson!.id, id)),
  );
  const names = await accountsByIds(db, missing.flat());
  const lessons = held.flatMap(({ schedule, occ }, index) => {
    const ids = missing[index]!;
    if (ids.length === 0) return [];
    return [
      {
        ...presentOccurrence(schedule, occ, clock, handIns),
        missingPupils: ids
          .map((accountId) => ({ accountId, name: names.get(accountId)?.name ?? '' }))
          .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.accountId - b.accountId),
      },
    ];
  });
  const since = new Date(Date.parse(`${week.weekStart}T00:00:00+08:00`));
  const drawErrors = (
    await Promise.all(
      rows.map(async (cls) => ({
        classId: cls.id,
        courseClassName: cls.courseClassName,
        students: await errorStudentsOf(db, cls.id, since),
      })),
    )
  ).filter((group) => group.students.length > 0);
  return { ...week, lessons, drawErrors };
}
