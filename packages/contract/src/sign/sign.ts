import { hmacSha256, toHex, utf8Bytes } from './sha256';

/**
 * The request signature of every /api/v1 call:
 * sign = hex(HMAC-SHA256(SIGN_SALT, ts + "\n" + token + "\n" + payload)).
 * GET payload: the other query parameters sorted by name, `name=value&...`, each part
 * encoded with encodeURIComponent. POST payload: the exact raw body text.
 */

export const SIGN_QUERY_TS = 'ts';
export const SIGN_QUERY_SIGN = 'sign';

/** The development default; the server refuses to start in production with it. */
export const DEV_SIGN_SALT = 'haoduo-dev-sign-salt';

export type TQueryValue = string | number | boolean | null | undefined;

/** Pairs of a query, as sent. Repeated names keep every value. */
export type TQueryPairs = ReadonlyArray<readonly [string, string]>;

/** Turn a plain object into query pairs: undefined and null are left out, arrays repeat. */
export function toQueryPairs(
  query: Readonly<Record<string, TQueryValue | readonly TQueryValue[]>>,
): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as TQueryValue[]) {
      if (item === undefined || item === null) continue;
      pairs.push([name, String(item)]);
    }
  }
  return pairs;
}

/** The canonical GET payload: pairs without ts and sign, sorted by name then value. */
export function canonicalQuery(pairs: TQueryPairs): string {
  return pairs
    .filter(([name]) => name !== SIGN_QUERY_TS && name !== SIGN_QUERY_SIGN)
    .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export interface TSignInput {
  ts: number | string;
  token: string;
  payload: string;
  salt: string;
}

export function computeSignature({ ts, token, payload, salt }: TSignInput): string {
  return toHex(hmacSha256(utf8Bytes(salt), utf8Bytes(`${ts}\n${token}\n${payload}`)));
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export interface TSignedRequestInput {
  method: string;
  /** Query parameters of the request, without ts and sign. */
  query?: Readonly<Record<string, TQueryValue | readonly TQueryValue[]>>;
  /** The exact body text for POST (and other methods with a body). */
  body?: string;
  token?: string;
  salt: string;
  now?: number;
}

/**
 * Build the query string of a signed request (everything after `?`), ts and sign included.
 * Clients use this for every /api/v1 call.
 */
export function signedQueryString(input: TSignedRequestInput): string {
  const ts = input.now ?? Date.now();
  const pairs = toQueryPairs(input.query ?? {});
  const payload = input.method.toUpperCase() === 'GET' ? canonicalQuery(pairs) : (input.body ?? '');
  const sign = computeSignature({ ts, token: input.token ?? '', payload, salt: input.salt });
  return [...pairs, [SIGN_QUERY_TS, String(ts)] as const, [SIGN_QUERY_SIGN, sign] as const]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}
