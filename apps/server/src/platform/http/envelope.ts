import { z } from 'zod';

/** Success envelope: `{ code: 200, message: 'success', data }`. Routes return `ok(data)`. */
export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: 'success', data };
}

/** The route's response schema for a success envelope around `data`. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: z.object({ code: z.literal(200), message: z.string(), data }) };
}

/** For routes that answer `data: null` (commands with nothing to return). */
export const okEmpty = okResponse(z.null());

export interface TErrorBody {
  code: number;
  message: string;
  /** null, or details a page acts on (e.g. a safety refusal's `{ care, kind }`). */
  data: unknown;
  errors?: { field: string; message: string }[];
}

export function errorBody(
  status: number,
  message: string,
  errors?: TErrorBody['errors'],
  data: unknown = null,
): TErrorBody {
  return errors && errors.length > 0
    ? { code: status, message, data, errors }
    : { code: status, message, data };
}
