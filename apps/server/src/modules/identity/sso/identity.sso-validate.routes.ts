import { ssoCasEndpoints, type TEndpointDefinition } from '@haoduo/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDeps } from '../../../platform/deps';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import {
  casFailureJson,
  casFailureXml,
  casSuccessJson,
  casSuccessXml,
  proxyFailureXml,
  proxySuccessXml,
} from './sso-cas';
import { serviceOf } from './sso-http';
import { deliverProxyGrantingTicket, proxyCallbackAllowed } from './sso-proxy-callback';
import {
  issueProxyGrantingTicket,
  issueProxyTicket,
  type TCasFailureCode,
  validateTicket,
} from './sso-tickets.service';

/** How one validation path answers. */
interface TValidation {
  /** 1: text yes/no; 2: XML without attributes; 3: XML or JSON with attributes. */
  version: 1 | 2 | 3;
  allowProxy: boolean;
  /** The user is the login name instead of the id (VPN gateways). */
  byLoginName?: boolean;
}

/** A CAS parameter from the query or, for a POST, the form (the first value of a repeat). */
export function casParams(request: FastifyRequest): Record<string, string | undefined> {
  const merged: Record<string, unknown> = {
    ...(request.body && typeof request.body === 'object' ? request.body : {}),
    ...(request.query as Record<string, unknown>),
  };
  return Object.fromEntries(
    Object.entries(merged).map(([key, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return [key, typeof first === 'string' ? first : undefined];
    }),
  );
}

const randomId = (prefix: string) => `${prefix}-${randomBytes(32).toString('base64url')}`;

/** The back channel of the sign-in service: CAS 1.0, 2.0 and 3.0 validation and proxies. */
export async function ssoValidateRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const validation = (endpoint: TEndpointDefinition, how: TValidation) =>
    route(app, endpoint, {
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const p = casParams(request);
        const json = how.version > 1 && p.format?.toUpperCase() === 'JSON';
        reply.header('cache-control', 'no-store');
        const fail = (code: TCasFailureCode, message: string) => {
          if (how.version === 1) return reply.type('text/plain; charset=utf-8').send('no\n\n');
          return json
            ? reply.type('application/json; charset=utf-8').send(casFailureJson(code, message))
            : reply.type('application/xml; charset=utf-8').send(casFailureXml(code, message));
        };
        const { service, ticket, pgtUrl } = p;
        if (!service || !ticket) return fail('INVALID_REQUEST', 'service and ticket are required');
        if (!/^(ST|PT)-[A-Za-z0-9_-]{1,200}$/.test(ticket)) {
          return fail('INVALID_TICKET_SPEC', 'Ticket is not a service or proxy ticket');
        }
        const result = await validateTicket(db, {
          ticket,
          service,
          renew: p.renew === 'true',
          allowProxy: how.allowProxy,
        });
        if (!result.ok) return fail(result.code, result.message);
        const user = how.byLoginName ? result.session.loginName : String(result.session.userId);
        if (how.version === 1) {
          return reply.type('text/plain; charset=utf-8').send(`yes\n${user}\n`);
        }
        let pgtIou: string | undefined;
        if (pgtUrl) {
          if (!proxyCallbackAllowed(pgtUrl, config)) {
            return fail('INVALID_PROXY_CALLBACK', 'The proxy callback is not allowed');
          }
          const granted = await issueProxyGrantingTicket(db, {
            ssoSessionId: result.session.id,
            pgtUrl,
            proxies: result.proxies,
          });
          const iou = randomId('PGTIOU');
          if (await deliverProxyGrantingTicket(pgtUrl, granted.pgtId, iou)) pgtIou = iou;
          else await granted.remove();
        }
        const success = { ...result, user, withAttributes: how.version === 3, pgtIou };
        return json
          ? reply.type('application/json; charset=utf-8').send(casSuccessJson(success))
          : reply.type('application/xml; charset=utf-8').send(casSuccessXml(success));
      },
    });

  const e = ssoCasEndpoints;
  for (const endpoint of [e.validate, e.validatePost]) {
    validation(endpoint, { version: 1, allowProxy: false });
  }
  for (const endpoint of [e.serviceValidate, e.serviceValidatePost]) {
    validation(endpoint, { version: 2, allowProxy: false });
  }
  for (const endpoint of [e.proxyValidate, e.proxyValidatePost]) {
    validation(endpoint, { version: 2, allowProxy: true });
  }
  for (const endpoint of [e.p3ServiceValidate, e.p3ServiceValidatePost]) {
    validation(endpoint, { version: 3, allowProxy: false });
  }
  for (const endpoint of [e.p3ProxyValidate, e.p3ProxyValidatePost]) {
    validation(endpoint, { version: 3, allowProxy: true });
  }
  for (const endpoint of [e.vpnValidate, e.vpnValidatePost]) {
    validation(endpoint, { version: 3, allowProxy: false, byLoginName: true });
  }

  for (const endpoint of [e.proxy, e.proxyPost]) {
    route(app, endpoint, {
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { pgt, targetService } = casParams(request);
        reply.header('cache-control', 'no-store').type('application/xml; charset=utf-8');
        if (!pgt || !targetService) {
          return reply.send(
            proxyFailureXml('INVALID_REQUEST', "'pgt' and 'targetService' are both required"),
          );
        }
        const target = serviceOf(request, targetService, config.ssoAllowedServices);
        if (!target.ok || !target.service) {
          return reply.send(
            proxyFailureXml('UNAUTHORIZED_SERVICE', 'The target service is not allowed'),
          );
        }
        const ticket = await issueProxyTicket(db, { pgt, targetService: target.service });
        if (!ticket) return reply.send(proxyFailureXml('INVALID_TICKET', 'pgt not recognized'));
        return reply.send(proxySuccessXml(ticket));
      },
    });
  }
}
