import {
  ScheduleLimit,
  weekScheduleMngEndpoints,
  WeekScheduleMessages as M,
} from '@haoduo/contract';
import { recordChange } from '../../platform/audit/audit';
import type { TDeps } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  canOnClass,
  canOnSchool,
  classIdsForSchedule,
  classRowsByIds,
  resolveClassActor,
  teachersOfClasses,
} from '../classes';
import { classScheduleDetail } from './class-detail';
import { viewableClass } from './schedule.access';
import { clockNow, presentClassItem } from './schedule.presenter';
import { problemsOf, schedulesOfClassIds } from './schedule.service';
import { replaceSlots, scheduledClassIds, slotsOfClasses } from './slots.queries';

const COUNTS = { kind: 'counts' } as const;

/** The week schedules in the back office, in the caller's data scope. */
export async function weekScheduleMngRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db } = deps;

  route(app, weekScheduleMngEndpoints.classList, {
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const { currentPage, pageSize, errorOnly, ...filter } = request.query;
      const page = { currentPage, pageSize };
      if (filter.schoolId !== undefined && !canOnSchool(actor, filter.schoolId, 'view')) {
        throw forbidden();
      }
      const ids = await classIdsForSchedule(db, actor, filter);
      const clock = clockNow();
      const { limit, offset } = pageWindow(page);
      if (errorOnly === '1' || errorOnly === 'true') {
        const scheduled = new Set(await scheduledClassIds(db, ids));
        const all = await schedulesOfClassIds(
          db,
          ids.filter((id) => scheduled.has(id)),
        );
        const wrong = all.filter((s) => {
          const p = problemsOf(s);
          return p.noTeacherSlots > 0 || p.pastEndLessons > 0;
        });
        return pageOf(
          wrong.slice(offset, offset + limit).map((s) => presentClassItem(s, clock, null)),
          wrong.length,
          page,
        );
      }
      const schedules = await schedulesOfClassIds(db, ids.slice(offset, offset + limit));
      return pageOf(
        schedules.map((s) => presentClassItem(s, clock, null)),
        ids.length,
        page,
      );
    },
  });

  route(app, weekScheduleMngEndpoints.classDetail, {
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const cls = await viewableClass(db, actor, request.query.classId);
      return classScheduleDetail(db, cls, COUNTS);
    },
  });

  route(app, weekScheduleMngEndpoints.errorClassStat, {
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const { schoolId, semesterId } = request.query;
      if (schoolId !== undefined && !canOnSchool(actor, schoolId, 'view')) throw forbidden();
      const ids = await classIdsForSchedule(db, actor, { schoolId, semesterId });
      const scheduled = new Set(await scheduledClassIds(db, ids));
      const schedules = await schedulesOfClassIds(
        db,
        ids.filter((id) => scheduled.has(id)),
      );
      const problems = schedules.map((s) => ({ s, p: problemsOf(s) }));
      const wrong = problems.filter(({ p }) => p.noTeacherSlots > 0 || p.pastEndLessons > 0);
      const clock = clockNow();
      return {
        scheduledClassCount: schedules.length,
        errorClassCount: wrong.length,
        noTeacherClassCount: wrong.filter(({ p }) => p.noTeacherSlots > 0).length,
        pastEndClassCount: wrong.filter(({ p }) => p.pastEndLessons > 0).length,
        classes: wrong
          .slice(0, ScheduleLimit.ERROR_CLASSES_MAX)
          .map(({ s }) => presentClassItem(s, clock, null)),
      };
    },
  });

  route(app, weekScheduleMngEndpoints.save, {
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const { classId, slots, startDate } = request.body;
      const [cls] = await classRowsByIds(db, [classId]);
      if (!cls) throw notFound(M.CLASS_NOT_FOUND);
      if (!(await canOnClass(db, actor, cls, 'administer'))) throw forbidden();
      const teachers = new Set(
        (await teachersOfClasses(db, [classId])).map((row) => row.accountId),
      );
      const strangers = slots.filter(
        (slot) => slot.teacherAccountId != null && !teachers.has(slot.teacherAccountId),
      );
      if (strangers.length > 0) throw badRequest(M.TEACHER_NOT_IN_CLASS);
      await db.transaction(async (tx) => {
        const before = (await slotsOfClasses(tx, [classId])).get(classId) ?? [];
        await replaceSlots(tx, classId, slots, startDate ?? null);
        await recordChange(tx, request, {
          targetType: 'class_week_slots',
          targetId: classId,
          before: {
            startDate: before[0]?.startDate ?? null,
            slots: before.map(({ id: _id, startDate: _start, ...slot }) => slot),
          },
          after: {
            startDate: startDate ?? null,
            slots: slots.map((slot) => ({
              ...slot,
              teacherAccountId: slot.teacherAccountId ?? null,
            })),
          },
        });
      });
      return classScheduleDetail(db, cls, COUNTS);
    },
  });
}
