import {
  fanbookLessonWorkEndpoints,
  latestLessonEndpoints,
  WeekScheduleMessages as M,
  type TLessonWorkItem,
} from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { activePupilsOfClasses } from '../classes';
import type { TMediaUrls } from '../media';
import { classWorksPage, type TClassWorkItem } from '../works';
import { loadHandIns } from './hand-ins';
import { lessonsByIds } from './lesson-source';
import {
  ownClassRows,
  scheduleCaller,
  viewableClass,
  type TScheduleCaller,
} from './schedule.access';
import { clockNow, notOver, presentOccurrence, started } from './schedule.presenter';
import { loadSchedules, taughtLessons } from './schedule.service';
import { lessonIdsOf, occurrencesInWeek, weekOf } from './week';

/** Works of a class by lesson, for pupils and teachers; and base-service's latest lesson. */

const WEEK_WORKS_MAX = 100;

function worksViewer(caller: TScheduleCaller, auth: TAuth | null) {
  return caller.viewer.kind === 'pupil'
    ? { role: 'student' as const, accountId: auth?.accountId ?? -1 }
    : { role: 'teacher' as const, accountId: auth?.accountId ?? -1 };
}

function presentWork(
  item: TClassWorkItem,
  caller: TScheduleCaller,
  titles: Map<number, string>,
): TLessonWorkItem {
  const own =
    caller.viewer.kind === 'counts' ||
    (item.authorAccountId !== null && caller.viewer.accountIds.includes(item.authorAccountId));
  return {
    id: item.id,
    worksName: item.worksName,
    kind: item.kind,
    type: item.type,
    worksCoverPic: item.worksCoverPic,
    coverThumbUrl: item.coverThumbUrl,
    status: item.status,
    auditStatus: item.auditStatus,
    authorAccountId: item.authorAccountId,
    authorName: own ? (item.authorName ?? item.authorPublicName) : item.authorPublicName,
    worksClassId: item.worksClassId,
    lessonId: item.lessonId ?? null,
    lessonTitle: item.lessonId ? (titles.get(item.lessonId) ?? null) : null,
    createdAt: item.createdAt,
    publishedAt: item.publishedAt,
  };
}

async function lessonTitles(db: TDeps['db'], items: readonly TClassWorkItem[]) {
  const lessons = await lessonsByIds(
    db,
    items.flatMap((item) => (item.lessonId ? [item.lessonId] : [])),
  );
  return new Map([...lessons].map(([id, lesson]) => [id, lesson.title]));
}

export async function fanbookLessonRoutes(app: TApp, deps: TDeps, urls: TMediaUrls): Promise<void> {
  const { db } = deps;

  route(app, fanbookLessonWorkEndpoints.weekSchedule, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const caller = await scheduleCaller(db, request.auth);
      const cls = await viewableClass(db, caller.actor, request.query.classId);
      const clock = clockNow();
      const week = weekOf(request.query.date ?? clock.today);
      const schedules = await loadSchedules(db, [cls]);
      const inWeek = occurrencesInWeek(schedules, week);
      const lessonIds = lessonIdsOf(inWeek);
      const [handIns, works] = await Promise.all([
        loadHandIns(db, [cls.id], lessonIds, caller.viewer),
        classWorksPage(
          db,
          urls,
          { classId: cls.id, lessonIds, viewer: worksViewer(caller, request.auth) },
          { currentPage: 1, pageSize: WEEK_WORKS_MAX },
        ),
      ]);
      const titles = await lessonTitles(db, works.items);
      return {
        ...week,
        lessons: inWeek.map(({ schedule, occ }) => ({
          ...presentOccurrence(schedule, occ, clock, handIns),
          works: works.items
            .filter((item) => occ.lesson !== null && item.lessonId === occ.lesson.id)
            .map((item) => presentWork(item, caller, titles)),
        })),
      };
    },
  });

  route(app, fanbookLessonWorkEndpoints.list, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const caller = await scheduleCaller(db, request.auth);
      const { classId, lessonId, currentPage, pageSize } = request.query;
      const cls = await viewableClass(db, caller.actor, classId);
      const page = { currentPage, pageSize };
      const { items, total } = await classWorksPage(
        db,
        urls,
        {
          classId: cls.id,
          lessonIds: lessonId === undefined ? undefined : [lessonId],
          viewer: worksViewer(caller, request.auth),
        },
        page,
      );
      const titles = await lessonTitles(db, items);
      return pageOf(
        items.map((item) => presentWork(item, caller, titles)),
        total,
        page,
      );
    },
  });

  route(app, fanbookLessonWorkEndpoints.userWorks, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const caller = await scheduleCaller(db, request.auth);
      const { classId, accountId, currentPage, pageSize } = request.query;
      const cls = await viewableClass(db, caller.actor, classId);
      const self = request.auth?.accountId ?? -1;
      const author = accountId ?? self;
      if (caller.viewer.kind === 'pupil' && !caller.viewer.accountIds.includes(author)) {
        throw forbidden(M.ONLY_OWN_WORKS);
      }
      if (caller.viewer.kind === 'counts' && author !== self) {
        const pupils = await activePupilsOfClasses(db, [cls.id]);
        if (!pupils.some((row) => row.accountId === author)) throw forbidden(M.PUPIL_NOT_IN_CLASS);
      }
      const page = { currentPage, pageSize };
      const { items, total } = await classWorksPage(
        db,
        urls,
        { classId: cls.id, authorAccountId: author, viewer: worksViewer(caller, request.auth) },
        page,
      );
      const titles = await lessonTitles(db, items);
      return pageOf(
        items.map((item) => presentWork(item, caller, titles)),
        total,
        page,
      );
    },
  });

  route(app, latestLessonEndpoints.getLatestLesson, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const caller = await scheduleCaller(db, request.auth);
      const rows = await ownClassRows(db, caller.actor, { classId: request.query.classId });
      const schedules = await loadSchedules(db, rows);
      const clock = clockNow();
      const candidates = schedules.flatMap((schedule) => {
        const occ = taughtLessons(schedule).find((o) => notOver(o, clock));
        return occ ? [{ schedule, occ, current: started(occ, clock) }] : [];
      });
      candidates.sort(
        (a, b) =>
          Number(b.current) - Number(a.current) ||
          a.occ.date.localeCompare(b.occ.date) ||
          a.occ.slot.startTime.localeCompare(b.occ.slot.startTime),
      );
      const best = candidates[0];
      if (!best) return null;
      const handIns = await loadHandIns(
        db,
        [best.schedule.cls.id],
        best.occ.lesson ? [best.occ.lesson.id] : [],
        caller.viewer,
      );
      return {
        ...presentOccurrence(best.schedule, best.occ, clock, handIns),
        current: best.current,
      };
    },
  });
}
