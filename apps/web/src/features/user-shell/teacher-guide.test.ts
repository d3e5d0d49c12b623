import { beforeEach, describe, expect, it } from 'vitest';
import { ensureTeacherGuide, markTeacherGuide } from './teacher-guide';

describe('teacherCreate guide state', () => {
  beforeEach(() => localStorage.clear());

  it('initialises three flags for a teacher who has none', () => {
    expect(ensureTeacherGuide(localStorage)).toEqual({
      myBook: false,
      studentList: false,
      studentBook: false,
    });
    expect(JSON.parse(localStorage.getItem('teacherCreate') ?? 'null')).toEqual({
      myBook: false,
      studentList: false,
      studentBook: false,
    });
  });

  it('keeps an existing state and marks a flag when its entry is opened', () => {
    localStorage.setItem('teacherCreate', JSON.stringify({ myBook: true }));
    expect(ensureTeacherGuide(localStorage).myBook).toBe(true);
    expect(markTeacherGuide(localStorage, 'studentList')).toEqual({
      myBook: true,
      studentList: true,
      studentBook: false,
    });
  });

  it('starts again when the stored value is not readable', () => {
    localStorage.setItem('teacherCreate', '{oops');
    expect(ensureTeacherGuide(localStorage).studentBook).toBe(false);
  });
});
