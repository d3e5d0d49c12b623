import { describe, expect, it } from 'vitest';
import { competitionDate } from './competition-dates';

describe('competition dates', () => {
  it('prints a time in Beijing time, whichever form the wire used', () => {
    expect(competitionDate('2026-05-01T00:00:00+08:00')).toBe('2026.05.01');
    expect(competitionDate('2026-04-30T16:30:00.000Z', true)).toBe('2026.05.01 00:30');
    expect(competitionDate('2026-05-01 18:05:00', true)).toBe('2026.05.01 18:05');
    expect(competitionDate('not a time')).toBe('');
  });
});
