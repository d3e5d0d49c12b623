import {
  ZJoinClassBody,
  ZJoinClassResult,
  ZRegJoinClassBody,
  ZRegJoinClassResult,
} from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { joinClass, registerByClassCode } from './class-join.service';

/** Both paths of DESIGN.md section 3 for creating an account with a class code. */
const REG_JOIN_PATHS = [
  '/api/v1/works-service/student/custom/reg-join-class',
  '/api/v1/works-service/works/custom/reg-join-class',
] as const;

/** Class codes: a new pupil creates an account with one; a signed-in pupil joins a class. */
export async function studentJoinRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;

  for (const path of REG_JOIN_PATHS) {
    app.post(
      path,
      {
        config: {
          access: 'public',
          rateLimit: { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['students'],
          summary:
            'Create a pupil account with a class code; answers the login name, which is also the initial password',
          body: ZRegJoinClassBody,
          response: okResponse(ZRegJoinClassResult),
        },
      },
      async (request) =>
        ok(
          await registerByClassCode(db, config.appSecret, {
            classCode: request.body.classCode,
            name: request.body.name,
            mac: request.body.mac,
          }),
        ),
    );
  }

  app.post(
    '/api/v1/works-service/student/custom/join-class',
    {
      config: {
        access: 'student',
        rateLimit: { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['students'],
        summary: 'A signed-in pupil joins a class by its code (firstJoin false when already in)',
        body: ZJoinClassBody,
        response: okResponse(ZJoinClassResult),
      },
    },
    async (request) =>
      ok(
        await joinClass(db, {
          userId: requireAuth(request.auth).userId,
          classCode: request.body.classCode,
        }),
      ),
  );
}
