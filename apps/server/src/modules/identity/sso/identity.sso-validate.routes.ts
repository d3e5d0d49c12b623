import { AuthMessages, ssoEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../../platform/deps';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { bearerToken } from '../../../platform/auth/tokens';
import { createSessionResolver } from '../auth/sessions.service';
import { loginRateLimit } from '../captcha/rate-limits';
import { casFailureJson, casFailureXml, casSuccessJson, casSuccessXml } from './sso-cas';
import { validateTicket } from './sso-sessions.service';

/** The back-channel calls of the sign-in service: CAS ticket validation, token liveness. */
export async function ssoValidateRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const resolver = createSessionResolver(db);

  route(app, ssoEndpoints.serviceValidate, {
    handler: async (request, reply) => {
      const { service, ticket, format } = request.query;
      const json = format?.toUpperCase() === 'JSON';
      reply.header('cache-control', 'no-store');
      const fail = (code: Parameters<typeof casFailureXml>[0], message: string) =>
        json
          ? reply.type('application/json; charset=utf-8').send(casFailureJson(code, message))
          : reply.type('application/xml; charset=utf-8').send(casFailureXml(code, message));
      if (!service || !ticket) return fail('INVALID_REQUEST', 'service and ticket are required');
      if (!ticket.startsWith('ST-') || ticket.length > 200) {
        return fail('INVALID_TICKET_SPEC', 'Ticket is not a service ticket');
      }
      const result = await validateTicket(db, { ticket, service });
      if (!result.ok) return fail(result.code, result.message);
      return json
        ? reply.type('application/json; charset=utf-8').send(casSuccessJson(result.session))
        : reply.type('application/xml; charset=utf-8').send(casSuccessXml(result.session));
    },
  });

  route(app, ssoEndpoints.verifyToken, {
    rateLimit: loginRateLimit(config),
    handler: async (request, reply) => {
      const token = request.query.token ?? bearerToken(request.headers.authorization);
      if (!token) {
        return reply
          .status(400)
          .send({ code: 400, message: AuthMessages.TOKEN_REQUIRED, data: null });
      }
      const session = await resolver.resolve(token);
      reply.header('cache-control', 'no-store');
      return {
        code: 200,
        message: 'success',
        data: session
          ? {
              alive: true,
              userId: session.userId,
              audience: session.audience,
              accountType: session.accountType,
            }
          : { alive: false },
      };
    },
  });
}
