import { z } from 'zod';
import { ZWireDateTime } from '../common/date-time';
import { Messages } from '../messages/messages';
import { AiWorkshopMessages as M } from './ai-workshop-messages';

/** Field helpers of the AI workshop's and AI points' requests. */

export const emptyToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value;

/** An optional choice in a query string (an empty value counts as absent). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(emptyToUndefined, z.enum(values, { error: M.OPTION_INVALID }).optional());
}

/** An integer in a JSON body, within bounds. */
export const int = (min: number, max: number, message: string = Messages.FIELD_WRONG_TYPE) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** An optional time in a query string, in either accepted form. */
export const ZOptionalTime = z.preprocess(emptyToUndefined, ZWireDateTime.optional());
