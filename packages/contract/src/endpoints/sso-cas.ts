import type { z } from 'zod';
import { ZSsoProxyQuery, ZSsoSyncQuery, ZSsoValidateQuery } from '../auth/sso.schema';
import { defineEndpoint } from './endpoint';

/**
 * The sign-in service's CAS back channel (protocol 1.0, 2.0 and 3.0), each by GET and by
 * POST (a form or the query): ticket validation, proxy tickets, and the partner systems'
 * directory sync. A failed or malformed validation answers the protocol's own failure
 * (`no`, or `authenticationFailure` with INVALID_REQUEST, INVALID_TICKET_SPEC,
 * INVALID_TICKET, INVALID_SERVICE, INVALID_PROXY_CALLBACK, UNAUTHORIZED_SERVICE_PROXY).
 */
function getAndPost<const TQuery extends z.ZodType, const TProduces extends string>(
  path: `/sso/${string}`,
  summary: string,
  query: TQuery,
  produces: TProduces,
  description?: string,
) {
  const common = {
    path,
    tag: 'sso',
    access: 'public',
    summary,
    description,
    query,
    answer: 'page',
    produces,
  } as const;
  return [
    defineEndpoint({ method: 'GET', ...common }),
    defineEndpoint({ method: 'POST', ...common }),
  ] as const;
}

const XML = 'application/xml';
const VALIDATE_NOTES =
  'Parameters service and ticket (required), renew=true (only a ticket from a fresh sign-in ' +
  'passes), pgtUrl (an HTTPS callback that receives a proxy-granting ticket), format=JSON.';

const validate = getAndPost(
  '/sso/validate',
  'CAS 1.0 validation: "yes\\n<user>\\n" or "no\\n\\n" (service tickets only)',
  ZSsoValidateQuery,
  'text/plain',
);
const serviceValidate = getAndPost(
  '/sso/serviceValidate',
  'CAS 2.0 service ticket validation (XML)',
  ZSsoValidateQuery,
  XML,
  VALIDATE_NOTES,
);
const proxyValidate = getAndPost(
  '/sso/proxyValidate',
  'CAS 2.0 service or proxy ticket validation (XML, with the proxy chain)',
  ZSsoValidateQuery,
  XML,
  VALIDATE_NOTES,
);
const p3ServiceValidate = getAndPost(
  '/sso/p3/serviceValidate',
  'CAS 3.0 ticket validation with attributes: XML by default, JSON with format=JSON',
  ZSsoValidateQuery,
  XML,
  VALIDATE_NOTES,
);
const p3ProxyValidate = getAndPost(
  '/sso/p3/proxyValidate',
  'CAS 3.0 service or proxy ticket validation with attributes',
  ZSsoValidateQuery,
  XML,
  VALIDATE_NOTES,
);
const vpnValidate = getAndPost(
  '/sso/p3/serviceValidate4Vpn',
  'CAS 3.0 validation for VPN gateways: the user is the login name, not the id',
  ZSsoValidateQuery,
  XML,
  VALIDATE_NOTES,
);
const proxy = getAndPost(
  '/sso/proxy',
  'A proxy ticket (PT-...) for targetService from a proxy-granting ticket (pgt)',
  ZSsoProxyQuery,
  XML,
);
const sync = getAndPost(
  '/sso/sync',
  'Partner directory sync: people changed since `since`, paged (Bearer SSO_SYNC_SECRET)',
  ZSsoSyncQuery,
  'application/json',
);
const fieldSync = getAndPost(
  '/sso/field_sync',
  'Partner directory sync: the attribute fields the service releases (Bearer SSO_SYNC_SECRET)',
  ZSsoSyncQuery,
  'application/json',
);

export const ssoCasEndpoints = {
  validate: validate[0],
  validatePost: validate[1],
  serviceValidate: serviceValidate[0],
  serviceValidatePost: serviceValidate[1],
  proxyValidate: proxyValidate[0],
  proxyValidatePost: proxyValidate[1],
  p3ServiceValidate: p3ServiceValidate[0],
  p3ServiceValidatePost: p3ServiceValidate[1],
  p3ProxyValidate: p3ProxyValidate[0],
  p3ProxyValidatePost: p3ProxyValidate[1],
  vpnValidate: vpnValidate[0],
  vpnValidatePost: vpnValidate[1],
  proxy: proxy[0],
  proxyPost: proxy[1],
  sync: sync[0],
  syncPost: sync[1],
  fieldSync: fieldSync[0],
  fieldSyncPost: fieldSync[1],
};
