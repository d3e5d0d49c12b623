import { describe, expect, it } from 'vitest';
import { canTransitionClassStatus, ClassStatus, CLASS_STATUS_TRANSITIONS } from './enums';

describe('class status transitions', () => {
  it('allows only 10→60|110, 110→60, 60→100, any→99, 99 final', () => {
    expect(canTransitionClassStatus(10, 60)).toBe(true);
    expect(canTransitionClassStatus(10, 110)).toBe(true);
    expect(canTransitionClassStatus(110, 60)).toBe(true);
    expect(canTransitionClassStatus(60, 100)).toBe(true);
    expect(canTransitionClassStatus(60, 10)).toBe(false);
    expect(canTransitionClassStatus(100, 60)).toBe(false);
    for (const from of Object.values(ClassStatus)) {
      if (from !== ClassStatus.CLOSED) expect(canTransitionClassStatus(from, 99)).toBe(true);
    }
    expect(CLASS_STATUS_TRANSITIONS[99]).toEqual([]);
  });
});
