import { studentEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { joinClass, registerByClassCode } from './class-join.service';

/** Class codes: a new pupil creates an account with one; a signed-in pupil joins a class. */
export async function studentJoinRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const rateLimit = { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' };

  route(app, studentEndpoints.regJoinClass, {
    rateLimit,
    handler: async (request) =>
      registerByClassCode(db, config.appSecret, {
        classCode: request.body.classCode,
        name: request.body.name,
        mac: request.body.mac,
      }),
  });

  route(app, studentEndpoints.joinClass, {
    rateLimit,
    handler: async (request) =>
      joinClass(db, {
        userId: requireAuth(request.auth).userId,
        classCode: request.body.classCode,
      }),
  });
}
