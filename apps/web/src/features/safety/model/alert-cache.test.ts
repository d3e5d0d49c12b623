import { describe, expect, it } from 'vitest';
import { alertOf } from '../test/fixtures';
import { mergeAlert } from './alert-cache';

describe('an alert from the stream in a cached list', () => {
  const older = alertOf({ id: 3, createdAt: '2026-11-26T05:00:00.000Z' });

  it('puts a new alert first and counts it while nobody has acknowledged it', () => {
    const list = mergeAlert({ openCount: 1, list: [older] }, alertOf({ id: 7 }));
    expect(list.list.map((a) => a.id)).toEqual([7, 3]);
    expect(list.openCount).toBe(2);
  });

  it('replaces an acknowledged one and drops a closed one', () => {
    const seen = mergeAlert({ openCount: 1, list: [older] }, { ...older, status: 'acknowledged' });
    expect(seen).toEqual({ openCount: 0, list: [{ ...older, status: 'acknowledged' }] });
    const closed = mergeAlert(seen, { ...older, status: 'closed' });
    expect(closed).toEqual({ openCount: 0, list: [] });
  });

  it('leaves a list of another class as it was', () => {
    const list = { openCount: 0, list: [] };
    expect(mergeAlert(list, alertOf({ classId: 9 }), 4)).toBe(list);
  });
});
