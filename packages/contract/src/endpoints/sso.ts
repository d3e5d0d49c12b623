import {
  ZSsoLoginQuery,
  ZSsoLogoutQuery,
  ZSsoValidateQuery,
  ZSsoVerifyTokenQuery,
} from '../auth/sso.schema';
import { defineEndpoint } from './endpoint';

const RATE_LIMITED = [429] as const;

/**
 * The CAS-style sign-in service under /sso: outside /api/v1 (no signature), answering HTML
 * pages, redirects and CAS documents. Tickets are single use, live at most five minutes and
 * are bound to their service URL.
 */
export const ssoEndpoints = {
  loginPage: defineEndpoint({
    method: 'GET',
    path: '/sso/login',
    tag: 'sso',
    access: 'public',
    summary: 'Sign-in page; with a live sign-in session, a redirect to service?ticket=ST-...',
    query: ZSsoLoginQuery,
    answer: 'page',
    produces: 'text/html',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/sso/login',
    tag: 'sso',
    access: 'public',
    summary: 'Sign in from the page (form post)',
    description:
      'An application/x-www-form-urlencoded form: account, password, csrf and service. ' +
      'Answers the page again with the error, or a 303 redirect to service?ticket=ST-...',
    answer: 'page',
    produces: 'text/html',
    errors: RATE_LIMITED,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/sso/logout',
    tag: 'sso',
    access: 'public',
    summary: 'End the sign-in session; then back to service when it is allowed',
    query: ZSsoLogoutQuery,
    answer: 'page',
    produces: 'text/html',
  }),
  serviceValidate: defineEndpoint({
    method: 'GET',
    path: '/sso/p3/serviceValidate',
    tag: 'sso',
    access: 'public',
    summary: 'CAS 3.0 ticket validation: XML by default, JSON with format=JSON',
    query: ZSsoValidateQuery,
    answer: 'page',
    produces: 'application/xml',
  }),
  verifyToken: defineEndpoint({
    method: 'GET',
    path: '/sso/verifyToken',
    tag: 'sso',
    access: 'public',
    summary: 'Whether an API bearer token is alive (query token or Authorization header)',
    query: ZSsoVerifyTokenQuery,
    answer: 'page',
    produces: 'application/json',
    errors: RATE_LIMITED,
  }),
};
