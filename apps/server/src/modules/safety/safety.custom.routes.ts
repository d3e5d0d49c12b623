import {
  safetyHistoryEndpoints,
  safetyPupilControlEndpoints,
  safetyRuleEndpoints,
  type TSafetyClassRules,
} from '@haoduo/contract';
import { requireSchool } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { classHistory, type THistorySource } from './safety-history';
import { taughtClass } from './safety-policy';
import { pupilControlsOf, setPupilControl } from './safety-pupil-controls';
import { classRulesOf, mergeRules, saveClassRules, schoolRulesOf } from './safety-rules';
import { weeklySummary } from './safety-summary';

/** A teacher's oversight of a class: its AI history, weekly summary, rules and pupils' controls. */

async function classRulesView(
  db: TDb,
  cls: { id: number; courseClassName: string; schoolId: number },
): Promise<TSafetyClassRules> {
  const [school, own] = await Promise.all([
    schoolRulesOf(db, cls.schoolId),
    classRulesOf(db, cls.id),
  ]);
  return {
    classId: cls.id,
    courseClassName: cls.courseClassName,
    schoolId: cls.schoolId,
    school: school.rules,
    class: own.rules,
    effective: mergeRules(school.rules, own.rules),
    updatedAt: own.updatedAt?.toISOString() ?? null,
  };
}

export function safetyCustomRoutes(app: TApp, db: TDb, history: readonly THistorySource[]): void {
  route(app, safetyHistoryEndpoints.page, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      await taughtClass(db, request.auth, request.query.classId);
      const { list, total } = await classHistory(db, history, request.query);
      return pageOf(list, total, request.query);
    },
  });

  route(app, safetyHistoryEndpoints.weeklySummary, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const cls = await taughtClass(db, request.auth, request.query.classId);
      return weeklySummary(db, cls, request.query.dateTo);
    },
  });

  route(app, safetyRuleEndpoints.classDetail, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) =>
      classRulesView(db, await taughtClass(db, request.auth, request.query.classId)),
  });

  route(app, safetyRuleEndpoints.classSet, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const cls = await taughtClass(db, request.auth, request.body.classId);
      await saveClassRules(db, request.body, requireSchool(request.auth).accountId);
      return classRulesView(db, cls);
    },
  });

  route(app, safetyPupilControlEndpoints.list, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      await taughtClass(db, request.auth, request.query.classId);
      return pupilControlsOf(db, request.query.classId);
    },
  });

  route(app, safetyPupilControlEndpoints.set, {
    owner: [
      { kind: 'class', at: 'body.classId', deny: 403 },
      { kind: 'pupil', at: 'body.studentId', deny: 403 },
    ],
    handler: async (request) => {
      await taughtClass(db, request.auth, request.body.classId);
      return setPupilControl(db, request.body, requireSchool(request.auth).accountId);
    },
  });
}
