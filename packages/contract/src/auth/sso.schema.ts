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
