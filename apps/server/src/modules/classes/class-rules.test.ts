import { ClassMessages } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import {
  isExpired,
  joinProblem,
  remainingPlaces,
  serviceTypesOf,
  usableProblem,
} from './class-rules';

const cls = (status: number, end: string | null = null) => ({
  courseClassName: '三年级AI创作班',
  courseClassStatus: status,
  effectiveEndDate: end,
});

describe('class rules', () => {
  it('a class is usable on its last day and expired the day after', () => {
    expect(isExpired(cls(60, '2026-09-01'), '2026-09-01')).toBe(false);
    expect(isExpired(cls(60, '2026-09-01'), '2026-09-02')).toBe(true);
    expect(isExpired(cls(60), '2099-01-01')).toBe(false);
  });

  it('tools work in 10, 60 and 110 only, with the spec’s warning otherwise', () => {
    expect(usableProblem(cls(10), '2026-09-01')).toBeNull();
    expect(usableProblem(cls(110), '2026-09-01')).toBeNull();
    expect(usableProblem(cls(99), '2026-09-01')).toBe('三年级AI创作班已关闭，不可使用');
    expect(usableProblem(cls(100), '2026-09-01')).toBe('三年级AI创作班已完成，不可使用');
    expect(usableProblem(cls(60, '2026-01-01'), '2026-09-01')).toBe(
      '三年级AI创作班已过有效期，不可使用',
    );
  });

  it('joining: closed, finished and expired classes say why', () => {
    expect(joinProblem(cls(99), '2026-09-01')).toBe(ClassMessages.CLASS_CLOSED_CANNOT_JOIN);
    expect(joinProblem(cls(100), '2026-09-01')).toBe(ClassMessages.CLASS_FINISHED_CANNOT_JOIN);
    expect(joinProblem(cls(60, '2026-08-31'), '2026-09-01')).toBe(
      ClassMessages.CLASS_EXPIRED_CANNOT_JOIN,
    );
    expect(joinProblem(cls(10), '2026-09-01')).toBeNull();
  });

  it('places and service types', () => {
    expect(remainingPlaces(null, 50)).toBeNull();
    expect(remainingPlaces(30, 29)).toBe(1);
    expect(remainingPlaces(30, 31)).toBe(0);
    expect(serviceTypesOf([6, 12, 41], 2)).toEqual([1, 2, 4]);
    expect(serviceTypesOf([], 3)).toEqual([3]);
  });
});
