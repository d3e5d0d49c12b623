// Signed requests for the load generator: the apps' signature (the contract's
// computeSignature: hex HMAC-SHA256 of `ts\ntoken\npayload`) with Node's native HMAC, as the
// server checks it. The contract's portable implementation, plain JavaScript for browsers,
// cost the load generator 100-200 µs per signed request on the same two cores as the server,
// which weighed on every signed route's share of the baselines. `checkSigning()` compares the
// two before a run.
import { createHmac } from 'node:crypto';
import {
  canonicalQuery,
  computeSignature,
  encodePassword,
  SIGN_QUERY_SIGN,
  SIGN_QUERY_TS,
  signedQueryString,
  toQueryPairs,
} from '@haoduo/contract';

export const SALT = 'bench-sign-salt';
export const TENANT = { 'permission-tenant-en': '53' };

export interface TSignedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export const sign = (ts: number, token: string, payload: string) =>
  createHmac('sha256', SALT).update(`${ts}\n${token}\n${payload}`).digest('hex');

export function signedQuery(query: Record<string, string | number>, token: string): string {
  const ts = Date.now();
  const pairs = toQueryPairs(query);
  const signed = [
    ...pairs,
    [SIGN_QUERY_TS, String(ts)],
    [SIGN_QUERY_SIGN, sign(ts, token, canonicalQuery(pairs))],
  ];
  return signed.map(([n, v]) => `${encodeURIComponent(n!)}=${encodeURIComponent(v!)}`).join('&');
}

export function checkSigning(): void {
  const query = { keyword: '恐龙 dino', currentPage: 2, sort: 'newest' };
  const now = Date.now();
  const ours = signedQuery(query, 'token-x').replace(/ts=\d+/, `ts=${now}`);
  const expected = signedQueryString({ method: 'GET', query, token: 'token-x', salt: SALT, now });
  const mine = new URLSearchParams(ours);
  const theirs = new URLSearchParams(expected);
  const payload = canonicalQuery(toQueryPairs(query));
  if (
    sign(now, 'token-x', payload) !== theirs.get(SIGN_QUERY_SIGN) ||
    mine.get('keyword') !== theirs.get('keyword') ||
    sign(7, '', 'body') !== computeSignature({ ts: 7, token: '', payload: 'body', salt: SALT })
  ) {
    throw new Error('the bench signs differently from the contract');
  }
}

export function signedGet(
  path: string,
  query: Record<string, string | number>,
  token = '',
): TSignedRequest {
  const qs = signedQuery(query, token);
  const headers: Record<string, string> = { ...TENANT };
  if (token) headers.authorization = `Bearer ${token}`;
  return { method: 'GET', path: `${path}?${qs}`, headers };
}

export function signedPost(path: string, data: unknown, token = ''): TSignedRequest {
  const body = JSON.stringify(data);
  const ts = Date.now();
  const headers: Record<string, string> = { ...TENANT, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return { method: 'POST', path: `${path}?ts=${ts}&sign=${sign(ts, token, body)}`, headers, body };
}

/** Signs in (the staff sign-in or a pupil's) and returns the session token. */
export async function signIn(
  url: string,
  path: string,
  username: string,
  password: string,
): Promise<string> {
  const r = signedPost(path, { username, password: encodePassword(password) });
  const res = await fetch(`${url}${r.path}`, { method: 'POST', headers: r.headers, body: r.body });
  const envelope = (await res.json()) as { code: number; message: string; data: { token: string } };
  if (res.status !== 200 || envelope.code !== 200)
    throw new Error(`sign-in of ${username}: ${res.status} ${envelope.message}`);
  return envelope.data.token;
}
