import { courseAppEndpoints as e, courseCustomEndpoints as c } from '@haoduo/contract';
import { staffAccessOrNull } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  lessonToolPreset,
  myClassCourses,
  publicCourseDetail,
  publicCourseLessonPage,
  publicCoursePage,
} from './courses.reads';

/** Published courses for visitors, pupils and teachers; a learner's class courses. */
export async function courseAppRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, e.page, { handler: async (request) => publicCoursePage(db, request.query) });
  route(app, e.detail, {
    // A published course is public content: nothing a class or school owns.
    owner: 'none',
    handler: async (request) =>
      publicCourseDetail(
        db,
        { auth: request.auth, staffAccess: staffAccessOrNull(request) },
        request.query.id,
      ),
  });
  route(app, e.lessonDetail, {
    owner: 'none',
    handler: async (request) =>
      publicCourseLessonPage(
        db,
        { auth: request.auth, staffAccess: staffAccessOrNull(request) },
        request.query.id,
      ),
  });
  route(app, e.toolPreset, {
    owner: 'none',
    handler: async (request) => lessonToolPreset(db, request.query),
  });
  route(app, c.myClassCourse, {
    // Another class's id answers nothing: the list is the caller's own classes.
    owner: { kind: 'class', at: 'query.classId', deny: 'empty' },
    handler: async (request) => myClassCourses(db, request.auth, request.query.classId),
  });
}
