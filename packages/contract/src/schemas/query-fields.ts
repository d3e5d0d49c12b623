import { z } from 'zod';
import { ZId } from '../common/fields';
import { Messages } from '../messages/messages';

/** Query-string helpers: an empty value counts as absent (forms send `field=`). */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZOptionalId = z.preprocess(emptyToUndefined, ZId.optional());

export const ZOptionalInt = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: Messages.FIELD_WRONG_TYPE })
    .int(Messages.FIELD_WRONG_TYPE)
    .min(0, Messages.FIELD_TOO_SMALL)
    .max(1_000_000, Messages.FIELD_TOO_BIG)
    .optional(),
);

export const ZOptionalKeyword = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(50, Messages.FIELD_TOO_LONG).optional(),
);

/** A list of ids in a body, 1 to `max` of them, duplicates removed. */
export function ZIdList(max: number, requiredMessage: string) {
  return z
    .array(ZId, { error: requiredMessage })
    .min(1, requiredMessage)
    .max(max, Messages.FIELD_TOO_LONG)
    .transform((ids) => [...new Set(ids)]);
}

/** A calendar date `YYYY-MM-DD` that exists. */
export function ZDate(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);
}
