import { safetyAlertEndpoints } from '@haoduo/contract';
import { requireSchool } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden } from '../../platform/http/errors';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import type { TAlertBus } from './alert-bus';
import { alertPage, changeAlert, findAlert, openAlerts } from './safety-alerts';
import { taughtClassIds } from './safety-policy';
import { streamAlerts } from './safety-stream';

/** A teacher's alerts: the header badge, the class's list, the live stream, acknowledge, close. */
export function safetyAlertRoutes(
  app: TApp,
  db: TDb,
  bus: TAlertBus,
  options: { streamLifetimeMs: number },
): void {
  /** The caller's classes, or the one asked for when the caller teaches it. */
  const classesOf = async (auth: Parameters<typeof taughtClassIds>[1], classId?: number) => {
    const mine = await taughtClassIds(db, auth);
    if (classId === undefined) return mine;
    if (!mine.includes(classId)) throw forbidden();
    return [classId];
  };

  /** The alert, when the caller teaches its class (403 otherwise). */
  const alertFor = async (auth: Parameters<typeof taughtClassIds>[1], id: number) => {
    const alert = await findAlert(db, id);
    if (!(await taughtClassIds(db, auth)).includes(alert.classId)) throw forbidden();
    return alert;
  };

  route(app, safetyAlertEndpoints.openList, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) =>
      openAlerts(db, await classesOf(request.auth, request.query.classId)),
  });

  route(app, safetyAlertEndpoints.page, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const classIds = await classesOf(request.auth, request.query.classId);
      const { list, total } = await alertPage(
        db,
        classIds,
        {
          status: request.query.status,
          studentId: request.query.studentId,
          kind: request.query.kind,
        },
        pageWindow(request.query),
      );
      return pageOf(list, total, request.query);
    },
  });

  route(app, safetyAlertEndpoints.stream, {
    handler: async (request, reply) => {
      const classIds = await taughtClassIds(db, request.auth);
      await streamAlerts(reply, {
        db,
        bus,
        classIds,
        after: request.query.after,
        lifetimeMs: options.streamLifetimeMs,
      });
      return reply;
    },
  });

  route(app, safetyAlertEndpoints.acknowledge, {
    owner: { kind: 'safety-alert', at: 'body.id', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const alert = await alertFor(request.auth, request.body.id);
      return changeAlert(db, bus, alert.id, requireSchool(request.auth).accountId, {
        to: 'acknowledged',
      });
    },
  });

  route(app, safetyAlertEndpoints.close, {
    owner: { kind: 'safety-alert', at: 'body.id', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const alert = await alertFor(request.auth, request.body.id);
      return changeAlert(db, bus, alert.id, requireSchool(request.auth).accountId, {
        to: 'closed',
        note: request.body.note,
      });
    },
  });
}
