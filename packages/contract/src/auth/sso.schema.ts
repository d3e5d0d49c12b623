import { z } from 'zod';

/** The sign-in service's (/sso) queries: plain strings, checked by the handlers. */
export const ZSsoLoginQuery = z.object({
  service: z.string().optional(),
  renew: z.string().optional(),
  gateway: z.string().optional(),
});
export const ZSsoLogoutQuery = z.object({ service: z.string().optional() });
export const ZSsoValidateQuery = z.object({
  service: z.string().optional(),
  ticket: z.string().optional(),
  format: z.string().optional(),
});
export const ZSsoVerifyTokenQuery = z.object({ token: z.string().max(200).optional() });

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
