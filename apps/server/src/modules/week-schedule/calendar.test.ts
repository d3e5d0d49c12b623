import { describe, expect, it } from 'vitest';
import type { THolidayRow } from '../school-holidays';
import { classDays, mondayOf, occurrences, weekdayOf } from './calendar';

const holiday = (over: Partial<THolidayRow>): THolidayRow => ({
  id: 1,
  schoolId: null,
  semesterId: null,
  name: '国庆节',
  startTm: '2026-10-01',
  endTm: '2026-10-07',
  stopType: 1,
  stopScopeType: 1,
  courseClassIds: [],
  holidayAdjusts: [],
  holidayStops: [],
  ...over,
});
const cls = { id: 5, schoolId: 9 };
const slot = (weekday: number, period = 1) => ({
  id: weekday * 10 + period,
  weekday,
  period,
  startTime: '08:00',
  endTime: '08:40',
  teacherAccountId: 1,
});

describe('calendar', () => {
  it('names weekdays 1-7 from Monday and finds the Monday of a week', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('keeps holidays to their school and classes, stop days to holidayStops when given', () => {
    expect(classDays([holiday({ schoolId: 8 })], cls).stops.size).toBe(0);
    expect(classDays([holiday({ stopScopeType: 2, courseClassIds: [6] })], cls).stops.size).toBe(0);
    expect(classDays([holiday({})], cls).stops.size).toBe(7);
    const some = classDays([holiday({ holidayStops: ['2026-10-02', '2026-12-01'] })], cls);
    expect([...some.stops.keys()]).toEqual(['2026-10-02']);
    expect(classDays([holiday({ stopType: 2 })], cls).stops.size).toBe(0);
  });

  it('teaches the lessons in order, skipping stop days and teaching adjust days', () => {
    const days = classDays(
      [holiday({ holidayAdjusts: [{ date: '2026-10-10', weekday: 4 }] })],
      cls,
    );
    const list = occurrences({
      from: '2026-09-28',
      to: '2026-10-16',
      slots: [slot(4), slot(1, 2), slot(1, 1)],
      lessons: ['a', 'b', 'c', 'd', 'e'],
      days,
    });
    expect(list.map((o) => [o.date, o.slot.period, o.lesson, o.adjusted])).toEqual([
      ['2026-09-28', 1, 'a', false],
      ['2026-09-28', 2, 'b', false],
      ['2026-10-08', 1, 'c', false],
      ['2026-10-10', 1, 'd', true],
      ['2026-10-12', 1, 'e', false],
      ['2026-10-12', 2, null, false],
      ['2026-10-15', 1, null, false],
    ]);
  });
});
