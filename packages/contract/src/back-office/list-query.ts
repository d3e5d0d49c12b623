import { z } from 'zod';
import { Messages } from '../messages/messages';

/**
 * Server-side sorting of a back-office list: `orderBy` one of the list's sortable fields,
 * `orderDirection` asc or desc (default desc). An empty value counts as absent.
 */
export function ZSortFields<const TField extends string>(fields: readonly [TField, ...TField[]]) {
  const empty = (value: unknown) => (value === '' || value === null ? undefined : value);
  return z.object({
    orderBy: z.preprocess(
      empty,
      z.enum(fields, { error: Messages.FIELD_INVALID_VALUE }).optional(),
    ),
    orderDirection: z.preprocess(
      empty,
      z.enum(['asc', 'desc'], { error: Messages.FIELD_INVALID_VALUE }).default('desc'),
    ),
  });
}
