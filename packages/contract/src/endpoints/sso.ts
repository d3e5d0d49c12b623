import {
  ZSsoLoginQuery,
  ZSsoLogoutQuery,
  ZSsoTokenQuery,
  ZSsoVerifyTokenQuery,
} from '../auth/sso.schema';
import { defineEndpoint } from './endpoint';

const RATE_LIMITED = [429] as const;

/**
 * The CAS-style sign-in service under /sso: outside /api/v1 (no signature), answering HTML
 * pages, redirects and CAS documents. Tickets are single use, live at most five minutes and
 * are bound to their service URL. The CAS validation calls are in sso-cas.ts.
 */
export const ssoEndpoints = {
  loginPage: defineEndpoint({
    method: 'GET',
    path: '/sso/login',
    aliases: ['/sso/login2'],
    tag: 'sso',
    access: 'public',
    summary: 'Sign-in page; with a live sign-in session, a redirect to service?ticket=ST-...',
    description:
      'renew=true always asks for the password again; gateway=true goes back to the service ' +
      'without a ticket instead of showing the page. /sso/login2 is the same page.',
    query: ZSsoLoginQuery,
    answer: 'page',
    produces: 'text/html',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/sso/login',
    aliases: ['/sso/login2'],
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
  codeLoginPage: defineEndpoint({
    method: 'GET',
    path: '/sso/login-with-captcha',
    tag: 'sso',
    access: 'public',
    summary: 'Sign-in page by mobile and SMS code (teachers and staff)',
    query: ZSsoLoginQuery,
    answer: 'page',
    produces: 'text/html',
  }),
  codeLogin: defineEndpoint({
    method: 'POST',
    path: '/sso/login-with-captcha',
    tag: 'sso',
    access: 'public',
    summary: 'Ask for a code (send=1) or sign in with it (form post)',
    description:
      'A form: mobile, captcha, send, csrf and service. Answers the page again, or a 303 ' +
      'redirect to service?ticket=ST-...',
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
  logoutPost: defineEndpoint({
    method: 'POST',
    path: '/sso/logout',
    tag: 'sso',
    access: 'public',
    summary: 'End the sign-in session (form post); then back to service when it is allowed',
    query: ZSsoLogoutQuery,
    answer: 'page',
    produces: 'text/html',
  }),
  modifyPasswordPage: defineEndpoint({
    method: 'GET',
    path: '/sso/modify_password',
    tag: 'sso',
    access: 'public',
    summary: 'Password change page of the signed-in user (the sign-in page when signed out)',
    answer: 'page',
    produces: 'text/html',
  }),
  modifyPassword: defineEndpoint({
    method: 'POST',
    path: '/sso/modify_password',
    tag: 'sso',
    access: 'public',
    summary: 'Change the password (form: oldPassword, newPassword, csrf); signs out everywhere',
    answer: 'page',
    produces: 'text/html',
    errors: RATE_LIMITED,
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
  verifyTokenPost: defineEndpoint({
    method: 'POST',
    path: '/sso/verifyToken',
    tag: 'sso',
    access: 'public',
    summary: 'Whether an API bearer token is alive (form or query token, or Authorization header)',
    query: ZSsoVerifyTokenQuery,
    answer: 'page',
    produces: 'application/json',
    errors: RATE_LIMITED,
  }),
  youShuToken: defineEndpoint({
    method: 'GET',
    path: '/sso/genYouShuToken',
    tag: 'sso',
    access: 'public',
    summary:
      'A single-use, five-minute token (YS-...) for the 有数 reports, from the sign-in session',
    answer: 'page',
    produces: 'application/json',
  }),
  youShuTokenPost: defineEndpoint({
    method: 'POST',
    path: '/sso/genYouShuToken',
    tag: 'sso',
    access: 'public',
    summary:
      'A single-use, five-minute token (YS-...) for the 有数 reports, from the sign-in session',
    answer: 'page',
    produces: 'application/json',
  }),
  youShuUser: defineEndpoint({
    method: 'GET',
    path: '/sso/token2user4youshu',
    tag: 'sso',
    access: 'public',
    summary: 'The user of a 有数 token (the token is spent)',
    query: ZSsoTokenQuery,
    answer: 'page',
    produces: 'application/json',
    errors: RATE_LIMITED,
  }),
  youShuUserPost: defineEndpoint({
    method: 'POST',
    path: '/sso/token2user4youshu',
    tag: 'sso',
    access: 'public',
    summary: 'The user of a 有数 token (the token is spent)',
    query: ZSsoTokenQuery,
    answer: 'page',
    produces: 'application/json',
    errors: RATE_LIMITED,
  }),
};
