import {
  GRADE_LABELS,
  lessonToolPath,
  type TCourseMngItem,
  type TCourseSummary,
  type TLesson,
  type TLessonFull,
  type TLessonSummary,
  type TLessonToolLink,
  type TLessonToolLinkValue,
} from '@haoduo/contract';
import type { TCourseRow, TLessonRow } from './courses.queries';

/** Rows to the API's shapes, field by field. */

export function gradeLabel(min: number, max: number): string {
  const name = (grade: number) => GRADE_LABELS[grade] ?? String(grade);
  return min === max ? name(min) : `${name(min)}-${name(max)}`;
}

export function presentCourseSummary(row: TCourseRow, lessonCount: number): TCourseSummary {
  return {
    id: row.id,
    title: row.title,
    coverUrl: row.coverUrl,
    summary: row.summary,
    gradeMin: row.gradeMin,
    gradeMax: row.gradeMax,
    gradeLabel: gradeLabel(row.gradeMin, row.gradeMax),
    hours: row.hours,
    tools: row.tools,
    lessonCount,
    status: row.status,
    sortOrder: row.sortOrder,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

export function presentCourseMngItem(
  row: TCourseRow,
  lessonCount: number,
  classCount: number,
): TCourseMngItem {
  return {
    ...presentCourseSummary(row, lessonCount),
    classCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored link with the address that opens it. */
export function presentLink(link: TLessonToolLinkValue, lessonId: number): TLessonToolLink {
  return { ...link, path: lessonToolPath(link.tool, lessonId) } as TLessonToolLink;
}

export function presentLessonSummary(row: TLessonRow): TLessonSummary {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    lessonNo: row.lessonNo,
    minutes: row.minutes,
    objectives: row.objectives,
    tools: row.toolLinks.map((link) => link.tool),
  };
}

export function presentLessonFull(row: TLessonRow): TLessonFull {
  return {
    ...presentLessonSummary(row),
    steps: row.steps,
    materials: row.materials,
    toolLinks: row.toolLinks.map((link) => presentLink(link, row.id)),
    teachingNotes: row.teachingNotes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A lesson's page; the notes only when the caller may read them. */
export function presentLesson(
  row: TLessonRow,
  context: {
    courseTitle: string;
    teacherView: boolean;
    prevLessonId: number | null;
    nextLessonId: number | null;
  },
): TLesson {
  return {
    ...presentLessonSummary(row),
    courseTitle: context.courseTitle,
    steps: row.steps,
    materials: row.materials,
    toolLinks: row.toolLinks.map((link) => presentLink(link, row.id)),
    teachingNotes: context.teacherView ? row.teachingNotes : null,
    prevLessonId: context.prevLessonId,
    nextLessonId: context.nextLessonId,
  };
}
