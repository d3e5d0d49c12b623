import {
  AuthMessages,
  ssoCasEndpoints,
  ssoEndpoints,
  type TEndpointDefinition,
} from '@haoduo/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import { asc, count, gte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../../db/schema';
import { bearerToken } from '../../../platform/auth/tokens';
import type { TDeps } from '../../../platform/deps';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { createSessionResolver } from '../auth/sessions.service';
import { loginRateLimit } from '../captcha/rate-limits';
import { userAttributes } from './sso-cas';
import { readCookie, SSO_SESSION_COOKIE } from './sso-cookies';
import { findSsoSession } from './sso-sessions.service';
import { issueTicket, validateTicket } from './sso-tickets.service';
import { casParams } from './identity.sso-validate.routes';

/** The service a 有数 token is bound to (not a URL: it is never redirected to). */
const YOUSHU_SERVICE = 'urn:haoduo:youshu';

/** The fields /sso/sync and the CAS attributes release, for /sso/field_sync. */
const SYNC_FIELDS = [
  { field: 'userId', label: '用户ID', type: 'string' },
  { field: 'loginName', label: '登录名', type: 'string' },
  { field: 'status', label: '状态（1 正常，0 停用）', type: 'number' },
  { field: 'updatedAt', label: '更新时间', type: 'datetime' },
];

const envelope = (reply: FastifyReply, status: number, message: string, data: unknown = null) =>
  reply.status(status).header('cache-control', 'no-store').send({ code: status, message, data });

const sameSecret = (left: string, right: string) =>
  timingSafeEqual(
    createHash('sha256').update(left).digest(),
    createHash('sha256').update(right).digest(),
  );

/** Token liveness, the 有数 token pair and the partner directory sync. */
export async function ssoPartnerRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const resolver = createSessionResolver(db);
  const rateLimit = loginRateLimit(config);
  const both = (
    endpoints: readonly (TEndpointDefinition & { answer: 'page' })[],
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    limited = false,
  ) => {
    for (const endpoint of endpoints)
      route(app, endpoint, { handler, ...(limited ? { rateLimit } : {}) });
  };

  both(
    [ssoEndpoints.verifyToken, ssoEndpoints.verifyTokenPost],
    async (request, reply) => {
      const token = casParams(request).token ?? bearerToken(request.headers.authorization);
      if (!token) return envelope(reply, 400, AuthMessages.TOKEN_REQUIRED);
      const session = await resolver.resolve(token);
      return envelope(
        reply,
        200,
        'success',
        session
          ? {
              alive: true,
              userId: session.userId,
              audience: session.audience,
              accountType: session.accountType,
            }
          : { alive: false },
      );
    },
    true,
  );

  both([ssoEndpoints.youShuToken, ssoEndpoints.youShuTokenPost], async (request, reply) => {
    const cookie = readCookie(request, SSO_SESSION_COOKIE);
    const session = cookie ? await findSsoSession(db, cookie) : null;
    if (!session) return envelope(reply, 401, AuthMessages.SSO_SIGN_IN_FIRST);
    const token = await issueTicket(db, {
      ssoSessionId: session.id,
      service: YOUSHU_SERVICE,
      fromNewLogin: false,
      prefix: 'YS',
    });
    return envelope(reply, 200, 'success', { token, expiresIn: 300 });
  });

  both(
    [ssoEndpoints.youShuUser, ssoEndpoints.youShuUserPost],
    async (request, reply) => {
      const token = casParams(request).token;
      if (!token) return envelope(reply, 400, AuthMessages.TOKEN_REQUIRED);
      const result = await validateTicket(db, {
        ticket: token,
        service: YOUSHU_SERVICE,
        renew: false,
        allowProxy: false,
      });
      if (!result.ok) return envelope(reply, 401, AuthMessages.SSO_TOKEN_INVALID);
      return envelope(reply, 200, 'success', {
        ...userAttributes(result.session),
        authenticationDate: result.session.authenticatedAt.toISOString(),
      });
    },
    true,
  );

  const partner = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    if (!config.ssoSyncSecret) return envelope(reply, 503, AuthMessages.SSO_SYNC_OFF);
    const given = bearerToken(request.headers.authorization) ?? '';
    if (!sameSecret(given, config.ssoSyncSecret)) {
      return envelope(reply, 401, AuthMessages.SSO_SYNC_KEY_WRONG);
    }
    return null;
  };

  both([ssoCasEndpoints.fieldSync, ssoCasEndpoints.fieldSyncPost], async (request, reply) => {
    return partner(request, reply) ?? envelope(reply, 200, 'success', SYNC_FIELDS);
  });

  both(
    [ssoCasEndpoints.sync, ssoCasEndpoints.syncPost],
    async (request, reply) => {
      const refused = partner(request, reply);
      if (refused) return refused;
      const p = casParams(request);
      const since = p.since ? new Date(p.since) : new Date(0);
      const currentPage = Math.max(1, Number.parseInt(p.currentPage ?? '1', 10) || 1);
      const pageSize = Math.min(100, Math.max(1, Number.parseInt(p.pageSize ?? '10', 10) || 10));
      if (Number.isNaN(since.getTime())) return envelope(reply, 400, '参数 since 不是有效的时间');
      const where = gte(users.updatedAt, since);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          status: users.status,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(where)
        .orderBy(asc(users.updatedAt), asc(users.id))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize);
      return envelope(reply, 200, 'success', {
        list: rows.map((row) => ({
          userId: String(row.id),
          loginName: row.username ?? '',
          status: row.status,
          updatedAt: row.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
        currentPage,
        pageSize,
      });
    },
    true,
  );
}
