import { describe, expect, it } from 'vitest';
import { courseFilterOf, courseSearchOf, pinMine } from './course-filter';

describe('course filter', () => {
  it('reads a known grade and tool from the address, and writes them back', () => {
    const filter = courseFilterOf(new URLSearchParams('grade=3&tool=painting'));
    expect(filter).toEqual({ grade: 3, tool: 'painting' });
    expect(courseSearchOf(filter).toString()).toBe('grade=3&tool=painting');
  });

  it('leaves out what it does not know', () => {
    expect(courseFilterOf(new URLSearchParams('grade=42&tool=hammer'))).toEqual({});
    expect(courseSearchOf({}).toString()).toBe('');
  });

  it("puts the classes' courses first, named once each", () => {
    const courses = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const shown = pinMine(courses, [
      { courseId: 3, className: '三年级一班' },
      { courseId: 3, className: '三年级二班' },
    ]);
    expect(shown.map((s) => s.course.id)).toEqual([3, 1, 2]);
    expect(shown[0]?.className).toBe('三年级一班');
    expect(shown[1]?.className).toBeUndefined();
  });
});
