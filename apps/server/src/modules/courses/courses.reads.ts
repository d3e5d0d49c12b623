import {
  CourseMessages as M,
  CourseStatus,
  type TCourseDetail,
  type TCourseSummary,
  type TLesson,
  type TLessonTool,
  type TLessonToolPreset,
  type TMyClassCourse,
  type TPage,
} from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TStaffAccess } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { notFound } from '../../platform/http/errors';
import { followedCoursesOfLearner } from '../classes';
import { assertPublished, canReadTeachingNotes, learnerOf } from './courses.policy';
import {
  presentCourseSummary,
  presentLesson,
  presentLessonSummary,
  presentLink,
} from './courses.presenter';
import {
  coursesByIds,
  findCourse,
  findLesson,
  lessonCounts,
  lessonsOfCourse,
  pageCourses,
  type TLessonRow,
} from './courses.queries';

/** What visitors, pupils and teachers read of the published courses. */

export async function publicCoursePage(
  db: TDb,
  query: {
    currentPage: number;
    pageSize: number;
    grade?: number;
    tool?: TLessonTool;
    keyword?: string;
  },
): Promise<TPage<TCourseSummary>> {
  const { rows, total } = await pageCourses(
    db,
    {
      status: CourseStatus.PUBLISHED,
      grade: query.grade,
      tool: query.tool,
      keyword: query.keyword,
    },
    pageWindow(query),
  );
  const counts = await lessonCounts(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => presentCourseSummary(row, counts.get(row.id) ?? 0)),
    total,
    query,
  );
}

export async function publicCourseDetail(
  db: TDb,
  caller: { auth: TAuth | null; staffAccess: TStaffAccess | null },
  id: number,
): Promise<TCourseDetail> {
  const course = assertPublished(await findCourse(db, id));
  const [lessons, teacherView] = await Promise.all([
    lessonsOfCourse(db, id),
    canReadTeachingNotes(db, caller.auth, caller.staffAccess, id),
  ]);
  return {
    ...presentCourseSummary(course, lessons.length),
    introduction: course.introduction,
    lessons: lessons.map(presentLessonSummary),
    teacherView,
  };
}

/** A lesson of a published course, or 404. */
async function publishedLesson(db: TDb, id: number) {
  const lesson = await findLesson(db, id);
  if (!lesson) throw notFound(M.LESSON_NOT_FOUND);
  const course = await findCourse(db, lesson.courseId);
  if (!course || course.status !== CourseStatus.PUBLISHED) throw notFound(M.LESSON_NOT_FOUND);
  return { lesson, course };
}

export async function publicCourseLessonPage(
  db: TDb,
  caller: { auth: TAuth | null; staffAccess: TStaffAccess | null },
  id: number,
): Promise<TLesson> {
  const { lesson, course } = await publishedLesson(db, id);
  const [siblings, teacherView] = await Promise.all([
    lessonsOfCourse(db, course.id),
    canReadTeachingNotes(db, caller.auth, caller.staffAccess, course.id),
  ]);
  const at = siblings.findIndex((row: TLessonRow) => row.id === lesson.id);
  return presentLesson(lesson, {
    courseTitle: course.title,
    teacherView,
    prevLessonId: siblings[at - 1]?.id ?? null,
    nextLessonId: siblings[at + 1]?.id ?? null,
  });
}

export async function lessonToolPreset(
  db: TDb,
  query: { lessonId: number; tool?: TLessonTool },
): Promise<TLessonToolPreset> {
  const { lesson, course } = await publishedLesson(db, query.lessonId);
  const link =
    query.tool === undefined
      ? lesson.toolLinks[0]
      : lesson.toolLinks.find((candidate) => candidate.tool === query.tool);
  if (!link) throw notFound(M.TOOL_LINK_NOT_FOUND);
  return {
    lessonId: lesson.id,
    lessonTitle: lesson.title,
    courseId: course.id,
    courseTitle: course.title,
    link: presentLink(link, lesson.id),
  };
}

/** The caller's classes that follow a published course (one class when asked). */
export async function myClassCourses(
  db: TDb,
  auth: TAuth | null,
  classId: number | undefined,
): Promise<TMyClassCourse[]> {
  const learner = learnerOf(auth);
  if (!learner) return [];
  const followed = (await followedCoursesOfLearner(db, learner)).filter(
    (row) => classId === undefined || row.classId === classId,
  );
  const courseIds = followed.map((row) => row.courseId);
  const [rows, counts] = await Promise.all([
    coursesByIds(db, courseIds),
    lessonCounts(db, courseIds),
  ]);
  const published = new Map(
    rows.filter((row) => row.status === CourseStatus.PUBLISHED).map((row) => [row.id, row]),
  );
  return followed.flatMap((row) => {
    const course = published.get(row.courseId);
    if (!course) return [];
    return [
      {
        classId: row.classId,
        courseClassName: row.courseClassName,
        role: learner.kind,
        course: presentCourseSummary(course, counts.get(course.id) ?? 0),
      },
    ];
  });
}
