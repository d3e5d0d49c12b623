import { describe, expect, it } from 'vitest';
import { ZAccountItem, ZCourseClass } from './client-state';

describe('client state entities', () => {
  it('parses an account item and strips unknown fields', () => {
    const item = ZAccountItem.parse({
      accountUserId: 3,
      accountName: '王老师',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      accountType: 1,
      passwordHash: 'never',
    });
    expect(item).not.toHaveProperty('passwordHash');
  });

  it('defaults the tool type lists of a course class to empty', () => {
    const courseClass = ZCourseClass.parse({
      id: 1,
      courseClassName: '三年级AI创作班',
      courseClassStatus: 60,
    });
    expect(courseClass.aiToolTypes).toEqual([]);
    expect(courseClass.aiToolSubTypes).toEqual([]);
  });

  it('rejects a non-positive id', () => {
    expect(
      ZAccountItem.safeParse({
        accountUserId: 0,
        accountName: 'x',
        schoolId: 1,
        schoolName: 'y',
        accountType: 2,
      }).success,
    ).toBe(false);
  });
});
