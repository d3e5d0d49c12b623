import { weekScheduleEndpoints, WeekScheduleMessages as M } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { badRequest } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { activePupilsOfClasses } from '../classes';
import { accountsWithUsernames } from '../identity';
import { currentSemesterId } from '../semesters';
import { lessonHandIns } from '../works';
import { classScheduleDetail } from './class-detail';
import { loadHandIns } from './hand-ins';
import { lessonsByIds } from './lesson-source';
import { ownClassRows, scheduleCaller, viewableClass } from './schedule.access';
import { clockNow, nextOccurrence, presentClassItem } from './schedule.presenter';
import { loadSchedules } from './schedule.service';
import { todoWarn } from './todo-warn';
import { buildWeek, lessonIdsOf, occurrencesInWeek, weekOf } from './week';

/** The week schedule for pupils and teachers. */
export async function weekScheduleCustomRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db } = deps;

  route(app, weekScheduleEndpoints.classList, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 'empty' },
    handler: async (request) => {
      const { actor, viewer } = await scheduleCaller(db, request.auth);
      const semesterId =
        request.query.platformSemesterId ?? (await currentSemesterId(db)) ?? undefined;
      const rows = await ownClassRows(db, actor, { semesterId, schoolId: request.query.schoolId });
      const schedules = await loadSchedules(db, rows);
      const clock = clockNow();
      const next = schedules.flatMap((s) => {
        const occ = nextOccurrence(s, clock);
        return occ?.lesson ? [occ.lesson.id] : [];
      });
      const handIns = await loadHandIns(
        db,
        rows.map((row) => row.id),
        next,
        viewer,
      );
      return schedules.map((schedule) => presentClassItem(schedule, clock, handIns));
    },
  });

  route(app, weekScheduleEndpoints.classDetail, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const { actor, viewer } = await scheduleCaller(db, request.auth);
      const cls = await viewableClass(db, actor, request.query.classId);
      return classScheduleDetail(db, cls, viewer);
    },
  });

  route(app, weekScheduleEndpoints.worksWeekSchedule, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const { actor, viewer } = await scheduleCaller(db, request.auth);
      const rows = await ownClassRows(db, actor, { classId: request.query.classId });
      const clock = clockNow();
      const week = weekOf(request.query.date ?? clock.today);
      const schedules = await loadSchedules(db, rows);
      const handIns = await loadHandIns(
        db,
        rows.map((row) => row.id),
        lessonIdsOf(occurrencesInWeek(schedules, week)),
        viewer,
      );
      return buildWeek(schedules, week, clock, handIns);
    },
  });

  route(app, weekScheduleEndpoints.todoWarn, {
    owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const { actor } = await scheduleCaller(db, request.auth);
      const rows = await ownClassRows(db, actor, { classId: request.query.classId });
      return todoWarn(db, rows, request.query.date);
    },
  });

  route(app, weekScheduleEndpoints.checkWorksClass, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const { actor, viewer } = await scheduleCaller(db, request.auth);
      const { lessonId, classId } = request.query;
      // The class first: another class's caller learns nothing of the lesson.
      const own = await ownClassRows(db, actor, { classId });
      const lesson = (await lessonsByIds(db, [lessonId])).get(lessonId);
      if (!lesson) throw badRequest(M.LESSON_NOT_FOUND);
      const rows = own.filter((row) => row.mallCourseId === lesson.courseId);
      const schedules = await loadSchedules(db, rows);
      const placed = schedules
        .map((s) => ({ s, occ: s.occurrences.find((o) => o.lesson?.id === lessonId) }))
        .find((x) => x.occ);
      const chosen = placed?.s ?? schedules[0];
      const mine =
        viewer.kind === 'pupil' ? await lessonHandIns(db, [lessonId], viewer.accountIds) : [];
      return {
        lesson,
        classId: chosen?.cls.id ?? null,
        courseClassName: chosen?.cls.courseClassName ?? null,
        date: placed?.occ?.date ?? null,
        handedIn: mine.length > 0,
        workId: mine[0]?.workId ?? null,
      };
    },
  });

  route(app, weekScheduleEndpoints.lessonHandIn, {
    owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const { actor } = await scheduleCaller(db, request.auth);
      const cls = await viewableClass(db, actor, request.query.classId);
      const lesson = (await lessonsByIds(db, [request.query.lessonId])).get(request.query.lessonId);
      if (!lesson) throw badRequest(M.LESSON_NOT_FOUND);
      if (lesson.courseId !== cls.mallCourseId) throw badRequest(M.LESSON_NOT_IN_CLASS);
      const pupilIds = (await activePupilsOfClasses(db, [cls.id])).map((row) => row.accountId);
      const [people, handIns, [schedule]] = await Promise.all([
        accountsWithUsernames(db, pupilIds),
        lessonHandIns(db, [lesson.id], pupilIds),
        loadSchedules(db, [cls]),
      ]);
      const byPupil = new Map(handIns.map((row) => [row.authorAccountId, row]));
      const pupils = people.map((person) => {
        const work = byPupil.get(person.id);
        return {
          accountId: person.id,
          name: person.name,
          username: person.username,
          handedIn: !!work,
          workId: work?.workId ?? null,
          worksName: work?.worksName ?? null,
          handedInAt: work ? work.createdAt.toISOString() : null,
        };
      });
      return {
        classId: cls.id,
        lesson,
        date: schedule?.occurrences.find((occ) => occ.lesson?.id === lesson.id)?.date ?? null,
        handedInCount: pupils.filter((p) => p.handedIn).length,
        pupilCount: pupils.length,
        pupils,
      };
    },
  });
}
