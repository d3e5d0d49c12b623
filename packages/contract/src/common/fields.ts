import { z } from 'zod';
import { Paging } from '../constants/limits';
import { Messages } from '../messages/messages';
import { LINE_BREAK_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN } from './patterns';

/** Shared field rules, used by the forms and the server alike. */

/**
 * A name or a code is one line: a tab or line break inside it (pasted with it) is refused
 * like the other control characters the server refuses in every field.
 */
const singleLine = (value: string) => !LINE_BREAK_PATTERN.test(value);

export const ZMobile = z
  .string({ error: Messages.MOBILE_REQUIRED })
  .trim()
  .min(1, Messages.MOBILE_REQUIRED)
  .regex(MOBILE_PATTERN, Messages.MOBILE_INVALID);

export const ZCaptcha = z
  .string({ error: Messages.CAPTCHA_REQUIRED })
  .trim()
  .min(1, Messages.CAPTCHA_REQUIRED)
  .max(12, Messages.FIELD_TOO_LONG);

/** A plain (decoded) password that satisfies the password rule. */
export const ZPassword = z
  .string({ error: Messages.PASSWORD_REQUIRED })
  .min(1, Messages.PASSWORD_REQUIRED)
  .regex(PASSWORD_PATTERN, Messages.PASSWORD_RULE);

/** An encoded password as it travels (base64 of UTF-8); decoding happens in the service. */
export const ZEncodedPassword = z
  .string({ error: Messages.PASSWORD_REQUIRED })
  .min(1, Messages.PASSWORD_REQUIRED)
  .max(256, Messages.FIELD_TOO_LONG);

export const ZLoginName = z
  .string({ error: Messages.LOGIN_NAME_REQUIRED })
  .trim()
  .min(1, Messages.LOGIN_NAME_REQUIRED)
  .max(64, Messages.FIELD_TOO_LONG)
  .refine(singleLine, Messages.FIELD_CONTROL_CHARACTERS);

export const ZClassCode = z
  .string({ error: Messages.CLASS_CODE_REQUIRED })
  .trim()
  .min(1, Messages.CLASS_CODE_REQUIRED)
  .max(32, Messages.FIELD_TOO_LONG)
  .refine(singleLine, Messages.FIELD_CONTROL_CHARACTERS)
  .transform((code) => code.toUpperCase());

export const ZRealName = z
  .string({ error: Messages.REAL_NAME_REQUIRED })
  .trim()
  .min(1, Messages.REAL_NAME_REQUIRED)
  .max(32, Messages.FIELD_TOO_LONG)
  .refine(singleLine, Messages.FIELD_CONTROL_CHARACTERS);

/** Positive integer id; query strings arrive as text, so coerce. */
export const ZId = z.coerce
  .number({ error: Messages.FIELD_WRONG_TYPE })
  .int(Messages.FIELD_WRONG_TYPE)
  .positive(Messages.FIELD_WRONG_TYPE)
  .max(Number.MAX_SAFE_INTEGER, Messages.FIELD_TOO_BIG);

export const ZPageQuery = z.object({
  currentPage: z.coerce
    .number({ error: Messages.FIELD_WRONG_TYPE })
    .int(Messages.FIELD_WRONG_TYPE)
    .min(1, Messages.FIELD_TOO_SMALL)
    .max(1_000_000, Messages.FIELD_TOO_BIG)
    .default(Paging.DEFAULT_CURRENT_PAGE),
  pageSize: z.coerce
    .number({ error: Messages.FIELD_WRONG_TYPE })
    .int(Messages.FIELD_WRONG_TYPE)
    .min(1, Messages.FIELD_TOO_SMALL)
    .max(Paging.MAX_PAGE_SIZE, Messages.FIELD_TOO_BIG)
    .default(Paging.DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
