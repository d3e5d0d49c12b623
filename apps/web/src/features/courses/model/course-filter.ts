import { LESSON_TOOLS, type TLessonTool } from '@haoduo/contract';
import type { TCourseFilter } from '../api/get-courses';

/** The grades a course list offers (primary and junior middle school: ages 6-15). */
export const FILTER_GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function isTool(value: string | null): value is TLessonTool {
  return value !== null && (LESSON_TOOLS as readonly string[]).includes(value);
}

/** /aiCourse?grade=3&tool=painting → the filter (anything unknown is left out). */
export function courseFilterOf(params: URLSearchParams): TCourseFilter {
  const grade = Number(params.get('grade'));
  const tool = params.get('tool');
  return {
    ...((FILTER_GRADES as readonly number[]).includes(grade) ? { grade } : {}),
    ...(isTool(tool) ? { tool } : {}),
  };
}

export function courseSearchOf(filter: TCourseFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.grade) params.set('grade', String(filter.grade));
  if (filter.tool) params.set('tool', filter.tool);
  return params;
}

/**
 * The courses in the order shown: those the signed-in person's classes follow first (with the
 * class's name), then the rest as the server sorted them.
 */
export function pinMine<T extends { id: number }>(
  courses: readonly T[],
  mine: ReadonlyArray<{ courseId: number; className: string }>,
): Array<{ course: T; className?: string }> {
  const classOf = new Map<number, string>();
  for (const m of mine) if (!classOf.has(m.courseId)) classOf.set(m.courseId, m.className);
  const pinned = courses.filter((c) => classOf.has(c.id));
  const rest = courses.filter((c) => !classOf.has(c.id));
  return [
    ...pinned.map((course) => ({ course, className: classOf.get(course.id) })),
    ...rest.map((course) => ({ course })),
  ];
}
