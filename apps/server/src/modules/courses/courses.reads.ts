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
import { keptCoursePages, keptCourses } from './courses.kept';
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
  return keptCoursePages.get(db, JSON.stringify(query), () => readCoursePage(db, query));
}

async function readCoursePage(
  db: TDb,
  query: Parameters<typeof publicCoursePage>[1],
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
  const [{ course: row, lessons }, teacherView] = await Promise.all([
    courseWithLessons(db, id),
    canReadTeachingNotes(db, caller.auth, caller.staffAccess, id),
  ]);
  const course = assertPublished(row);
  return {
    ...presentCourseSummary(course, lessons.length),
    introduction: course.introduction,
    lessons: lessons.map(presentLessonSummary),
    teacherView,
  };
}

/** A course and its lessons in order (kept briefly). */
function courseWithLessons(db: TDb, courseId: number) {
  return keptCourses.get(db, String(courseId), async () => {
    const [course, lessons] = await Promise.all([
      findCourse(db, courseId),
      lessonsOfCourse(db, courseId),
    ]);
    return { course, lessons };
  });
}

/** A lesson of a published course with its siblings, or 404. */
async function publishedLesson(db: TDb, id: number) {
  const found = await findLesson(db, id);
  if (!found) throw notFound(M.LESSON_NOT_FOUND);
  const { course, lessons } = await courseWithLessons(db, found.courseId);
  const lesson = lessons.find((row) => row.id === id);
  if (!lesson || !course || course.status !== CourseStatus.PUBLISHED) {
    throw notFound(M.LESSON_NOT_FOUND);
  }
  return { lesson, course, siblings: lessons };
}

export async function publicCourseLessonPage(
  db: TDb,
  caller: { auth: TAuth | null; staffAccess: TStaffAccess | null },
  id: number,
): Promise<TLesson> {
  const { lesson, course, siblings } = await publishedLesson(db, id);
  const teacherView = await canReadTeachingNotes(db, caller.auth, caller.staffAccess, course.id);
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
