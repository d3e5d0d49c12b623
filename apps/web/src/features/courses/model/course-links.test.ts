import { describe, expect, it } from 'vitest';
import { coursePath, idParam, lessonPath } from './course-links';

describe('course links', () => {
  it('writes the pages of a course and a lesson', () => {
    expect(coursePath(3)).toBe('/course/detail?id=3');
    expect(lessonPath(12)).toBe('/course/lesson?id=12');
  });

  it('reads only a positive whole id', () => {
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '12abc', '9999999999']) {
      expect(idParam(bad)).toBeUndefined();
    }
  });
});
