import { Messages } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { unauthorized } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import type { TDeps } from '../../platform/deps';
import { findUserById } from '../users/users.queries';
import { ZAlive, ZLoginResult, ZRefreshBody, ZStaffLoginBody, ZTokenPair } from './auth.schemas';
import { refreshSession, revokeSession } from './sessions.service';
import { staffLogin } from './staff-login';

/** The auth service, under /api/v1/auth and the same handlers under /api/v1/user-service/auth. */
export const AUTH_PREFIXES = ['/api/v1/auth', '/api/v1/user-service/auth'] as const;

export async function authRoutes(app: TApp, { db }: TDeps): Promise<void> {
  for (const prefix of AUTH_PREFIXES) {
    app.post(
      `${prefix}/login`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Back-office sign-in',
          body: ZStaffLoginBody,
          response: okResponse(ZLoginResult),
        },
      },
      async (request) =>
        ok(
          await staffLogin(db, {
            username: request.body.username,
            encodedPassword: request.body.password,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    );

    app.post(
      `${prefix}/logout`,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], summary: 'Revoke this session', response: okEmpty },
      },
      async (request) => {
        await revokeSession(db, requireAuth(request.auth).sessionId);
        return ok(null);
      },
    );

    app.post(
      `${prefix}/refresh-token`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'New token pair for a refresh token',
          body: ZRefreshBody,
          response: okResponse(ZTokenPair),
        },
      },
      async (request) => {
        const pair = await refreshSession(db, request.body.refreshToken);
        if (!pair) throw unauthorized(Messages.LOGIN_REQUIRED);
        return ok({ token: pair.token, refreshToken: pair.refreshToken });
      },
    );

    app.get(
      `${prefix}/check-alive`,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], summary: 'Is this session alive', response: okResponse(ZAlive) },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        const user = await findUserById(db, auth.userId);
        if (!user) throw unauthorized();
        return ok({
          alive: true as const,
          user: {
            id: user.id,
            name: user.name,
            audience: auth.audience,
            accountType: auth.accountType,
            schoolId: auth.schoolId,
            staffType: auth.staffType,
          },
        });
      },
    );
  }
}
