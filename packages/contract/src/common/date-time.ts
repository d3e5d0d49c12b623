import { z } from 'zod';
import { Messages } from '../messages/messages';

/**
 * Times on the wire: ISO 8601 with an offset, or
 * `YYYY-MM-DD HH:mm:ss` read as Asia/Shanghai time (UTC+8, no daylight saving).
 */
const SHANGHAI_LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Parses either accepted form; null when the text is neither or not a real time. */
export function parseWireDateTime(text: string): Date | null {
  const local = SHANGHAI_LOCAL.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
    const date = new Date(Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!));
    const back = new Date(date.getTime() + 8 * 3600_000);
    const same =
      back.getUTCFullYear() === y &&
      back.getUTCMonth() === mo! - 1 &&
      back.getUTCDate() === d &&
      back.getUTCHours() === h &&
      back.getUTCMinutes() === mi &&
      back.getUTCSeconds() === s;
    return same ? date : null;
  }
  if (!ISO_WITH_OFFSET.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A time query or body field in either accepted form, as a Date. */
export const ZWireDateTime = z
  .string({ error: Messages.FIELD_WRONG_TYPE })
  .trim()
  .transform((text, ctx) => {
    const date = parseWireDateTime(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: Messages.FIELD_WRONG_TYPE });
      return z.NEVER;
    }
    return date;
  });
