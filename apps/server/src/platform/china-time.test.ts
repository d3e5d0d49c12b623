import { describe, expect, it } from 'vitest';
import { shanghaiDateTime, shanghaiDayStart, todayInShanghai } from './china-time';

describe('China time', () => {
  it('starts the day at 16:00 UTC of the day before', () => {
    expect(shanghaiDayStart(new Date('2026-10-08T04:00:00Z')).toISOString()).toBe(
      '2026-10-07T16:00:00.000Z',
    );
    expect(shanghaiDayStart(new Date('2026-10-07T16:00:00Z')).toISOString()).toBe(
      '2026-10-07T16:00:00.000Z',
    );
    expect(shanghaiDayStart(new Date('2026-10-07T15:59:59Z')).toISOString()).toBe(
      '2026-10-06T16:00:00.000Z',
    );
  });

  it('dates and times read as in Shanghai', () => {
    expect(todayInShanghai(new Date('2026-09-01T15:59:00Z'))).toBe('2026-09-01');
    expect(todayInShanghai(new Date('2026-09-01T16:00:00Z'))).toBe('2026-09-02');
    expect(shanghaiDateTime(new Date('2026-12-31T17:30:05Z'))).toBe('2027-01-01 01:30:05');
    expect(shanghaiDateTime('2026-12-31T17:30:05.123Z')).toBe('2027-01-01 01:30:05');
  });
});
