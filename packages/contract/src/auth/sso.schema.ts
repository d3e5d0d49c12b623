import { z } from 'zod';

/**
 * The sign-in service's (/sso) queries: plain strings, checked by the handlers. A parameter
 * sent twice counts once (its first value), so a CAS client always gets a CAS answer.
 */
const ZParam = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z.string().max(4000).optional(),
);

export const ZSsoLoginQuery = z.object({
  service: ZParam,
  renew: ZParam,
  gateway: ZParam,
});
export const ZSsoLogoutQuery = z.object({ service: ZParam });
export const ZSsoValidateQuery = z.object({
  service: ZParam,
  ticket: ZParam,
  format: ZParam,
  renew: ZParam,
  pgtUrl: ZParam,
});
export const ZSsoProxyQuery = z.object({ pgt: ZParam, targetService: ZParam });
export const ZSsoVerifyTokenQuery = z.object({ token: z.string().max(200).optional() });
export const ZSsoTokenQuery = z.object({ token: ZParam });
export const ZSsoSyncQuery = z.object({
  since: ZParam,
  currentPage: ZParam,
  pageSize: ZParam,
});

/**
 * The sign-in page's form (application/x-www-form-urlencoded), read by the handler itself:
 * a bad form is answered with the page again, not with an envelope.
 */
export const ZSsoLoginForm = z.object({
  account: z.string().trim().max(64).default(''),
  password: z.string().max(64).default(''),
  csrf: z.string().max(200).default(''),
  service: z.string().optional(),
});

/** The code sign-in page's form: `send` asks for a code, otherwise the code signs in. */
export const ZSsoCodeLoginForm = z.object({
  mobile: z.string().trim().max(20).default(''),
  captcha: z.string().trim().max(10).default(''),
  send: z.string().max(10).optional(),
  csrf: z.string().max(200).default(''),
  service: z.string().optional(),
});

/** The password change page's form. */
export const ZSsoPasswordForm = z.object({
  oldPassword: z.string().max(64).default(''),
  newPassword: z.string().max(64).default(''),
  csrf: z.string().max(200).default(''),
});
