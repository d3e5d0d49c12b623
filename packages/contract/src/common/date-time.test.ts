import { describe, expect, it } from 'vitest';
import { parseWireDateTime, ZWireDateTime } from './date-time';

describe('wire date-times', () => {
  it('reads YYYY-MM-DD HH:mm:ss as Asia/Shanghai time', () => {
    expect(parseWireDateTime('2026-09-01 08:00:00')?.toISOString()).toBe(
      '2026-09-01T00:00:00.000Z',
    );
  });

  it('reads ISO 8601 with an offset', () => {
    expect(parseWireDateTime('2026-09-01T08:00:00+08:00')?.toISOString()).toBe(
      '2026-09-01T00:00:00.000Z',
    );
    expect(parseWireDateTime('2026-09-01T00:00:00Z')?.toISOString()).toBe(
      '2026-09-01T00:00:00.000Z',
    );
  });

  it('refuses other forms and impossible dates', () => {
    for (const text of ['2026-09-01', '2026-02-30 10:00:00', '2026-09-01T08:00:00', 'soon']) {
      expect(parseWireDateTime(text)).toBeNull();
    }
    expect(ZWireDateTime.safeParse('yesterday').success).toBe(false);
  });
});
