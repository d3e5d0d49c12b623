import {
  CourseStatus,
  courseLessonMngEndpoints as l,
  courseMngEndpoints as e,
} from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../../platform/audit/audit';
import { requireAuth } from '../../platform/auth/auth-context';
import { staffAccessOf } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { startExport } from '../file-tasks';
import { coursesExport } from './courses.exports';
import { courseMngPage } from './courses.mng-reads';
import {
  addCourse,
  courseMngDetail,
  deleteDraftCourse,
  loadCourseFor,
  modifyCourse,
  setCourseStatus,
  type TChangeNote,
} from './courses.service';
import {
  addLesson,
  deleteLesson,
  lessonMngDetail,
  modifyLesson,
  reorderLessons,
} from './lessons.service';

const noteOf =
  (request: FastifyRequest): TChangeNote =>
  (tx, change) =>
    recordChange(tx, request, change);

/** Courses and lessons in the back office. */
export async function courseMngRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, e.page, {
    handler: async (request) => courseMngPage(db, staffAccessOf(request), request.query),
  });
  route(app, e.export, {
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), coursesExport, request.query),
  });
  route(app, e.detail, {
    handler: async (request) =>
      courseMngDetail(db, await loadCourseFor(db, staffAccessOf(request), request.query.id)),
  });
  route(app, e.add, {
    handler: async (request) =>
      addCourse(db, staffAccessOf(request).userId, request.body, noteOf(request)),
  });
  route(app, e.modify, {
    handler: async (request) =>
      modifyCourse(db, staffAccessOf(request), request.body, noteOf(request)),
  });
  route(app, e.publish, {
    handler: async (request) =>
      setCourseStatus(
        db,
        staffAccessOf(request),
        request.body.id,
        CourseStatus.PUBLISHED,
        noteOf(request),
      ),
  });
  route(app, e.offline, {
    handler: async (request) =>
      setCourseStatus(
        db,
        staffAccessOf(request),
        request.body.id,
        CourseStatus.OFFLINE,
        noteOf(request),
      ),
  });
  route(app, e.delete, {
    handler: async (request) =>
      deleteDraftCourse(db, staffAccessOf(request), request.body.id, noteOf(request)),
  });

  route(app, l.detail, {
    handler: async (request) => lessonMngDetail(db, staffAccessOf(request), request.query.id),
  });
  route(app, l.add, {
    handler: async (request) =>
      addLesson(db, staffAccessOf(request), request.body, noteOf(request)),
  });
  route(app, l.modify, {
    handler: async (request) =>
      modifyLesson(db, staffAccessOf(request), request.body, noteOf(request)),
  });
  route(app, l.delete, {
    handler: async (request) =>
      deleteLesson(db, staffAccessOf(request), request.body.id, noteOf(request)),
  });
  route(app, l.reorder, {
    handler: async (request) =>
      reorderLessons(db, staffAccessOf(request), request.body, noteOf(request)),
  });
}
