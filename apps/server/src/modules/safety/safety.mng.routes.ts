import {
  safetyAlertEndpoints,
  safetyRuleEndpoints,
  type TSafetySchoolRules,
} from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { findSchoolById } from '../classes';
import { startExport } from '../file-tasks';
import { schoolNamesByIds } from '../identity';
import { alertCountsBySchool } from './safety-alerts';
import { chinaDayRange } from './safety-dates';
import { eventCountsBySchool } from './safety-events';
import { inScope, schoolScope } from './safety-policy';
import { saveSchoolRules, schoolRulesOf } from './safety-rules';
import { safetyWeeklyExport } from './safety-weekly-export';
import { weeklyStats } from './safety-weekly-stats';

/** The back office: a school's own rules (school managers), alert counts per school. */

async function schoolRulesView(db: TDb, schoolId: number): Promise<TSafetySchoolRules> {
  const school = await findSchoolById(db, schoolId);
  if (!school) throw notFound();
  const { rules, updatedAt } = await schoolRulesOf(db, schoolId);
  return {
    schoolId,
    schoolName: school.name,
    rules,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export function safetyMngRoutes(app: TApp, db: TDb): void {
  /** A school in the caller's data scope (403 outside it). */
  const assertSchool = async (auth: Parameters<typeof schoolScope>[1], schoolId: number) => {
    if (!inScope(await schoolScope(db, auth), schoolId)) throw forbidden();
  };

  route(app, safetyRuleEndpoints.schoolDetail, {
    handler: async (request) => {
      await assertSchool(request.auth, request.query.schoolId);
      return schoolRulesView(db, request.query.schoolId);
    },
  });

  route(app, safetyRuleEndpoints.schoolSet, {
    handler: async (request) => {
      await assertSchool(request.auth, request.body.schoolId);
      await schoolRulesView(db, request.body.schoolId);
      await saveSchoolRules(db, request.body, requireAuth(request.auth).userId);
      return schoolRulesView(db, request.body.schoolId);
    },
  });

  route(app, safetyAlertEndpoints.weeklyStats, {
    handler: async (request) => weeklyStats(db, await schoolScope(db, request.auth), request.query),
  });

  route(app, safetyAlertEndpoints.weeklyExport, {
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), safetyWeeklyExport, request.query),
  });

  route(app, safetyAlertEndpoints.stats, {
    handler: async (request) => {
      const scope = await schoolScope(db, request.auth);
      const { from, to } = chinaDayRange(request.query.dateFrom, request.query.dateTo);
      const [alerts, events] = await Promise.all([
        alertCountsBySchool(db, scope, from, to),
        eventCountsBySchool(db, scope, from, to),
      ]);
      const schoolIds = [...new Set([...alerts.keys(), ...events.keys()])];
      const names = await schoolNamesByIds(db, schoolIds);
      return schoolIds
        .map((schoolId) => {
          const a = alerts.get(schoolId) ?? { open: 0, acknowledged: 0, closed: 0 };
          const e = events.get(schoolId) ?? { refused: 0, flagged: 0, staffRefused: 0 };
          return {
            schoolId,
            schoolName: names.get(schoolId) ?? '',
            open: a.open,
            acknowledged: a.acknowledged,
            closed: a.closed,
            alerts: a.open + a.acknowledged + a.closed,
            refused: e.refused,
            flagged: e.flagged,
            staffRefused: e.staffRefused,
          };
        })
        .sort((x, y) => y.open - x.open || y.alerts - x.alerts || x.schoolId - y.schoolId);
    },
  });
}
