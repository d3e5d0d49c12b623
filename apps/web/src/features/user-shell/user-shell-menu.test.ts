import { AccountType, type TCourseClass } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { canPrintBooks, userShellEntries, userShellTabIndex } from './user-shell-menu';

const courseClass = (overrides: Partial<TCourseClass>): TCourseClass => ({
  id: 1,
  courseClassName: '三年级AI创作班',
  courseClassStatus: 60,
  aiToolTypes: [1],
  aiToolSubTypes: [],
  ...overrides,
});

describe('user shell menu', () => {
  it('maps paths to the menu tab index of the spec', () => {
    expect(userShellTabIndex('/user/book/print')).toBe(3);
    expect(userShellTabIndex('/user/student/list/detail')).toBe(1);
    expect(userShellTabIndex('/user/student/book')).toBe(2);
    expect(userShellTabIndex('/user/my/book')).toBe(0);
    expect(userShellTabIndex('/user/anything')).toBe(0);
  });

  it('offers printing only for a class that is not closed and has tool type 1', () => {
    expect(canPrintBooks(courseClass({}))).toBe(true);
    expect(canPrintBooks(courseClass({ courseClassStatus: 99 }))).toBe(false);
    expect(canPrintBooks(courseClass({ aiToolTypes: [2, 3] }))).toBe(false);
    expect(canPrintBooks(null)).toBe(false);
  });

  it('gives teachers class management and student works', () => {
    expect(userShellEntries(AccountType.TEACHER, null).map((e) => e.key)).toEqual([
      'myBook',
      'studentList',
      'studentBook',
    ]);
    expect(userShellEntries(AccountType.STUDENT, courseClass({})).map((e) => e.key)).toEqual([
      'myBook',
      'bookPrint',
    ]);
  });
});
