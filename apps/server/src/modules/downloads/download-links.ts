import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Download links of stored files: `/api/downloads/<id>?expires=<ms>&sig=<hex>`, signed with
 * APP_SECRET and valid for an hour, so a plain <a href> works (no headers, no request
 * signature) while the list that hands them out stays behind sign-in.
 */
export const DOWNLOAD_LINK_TTL_MS = 60 * 60_000;
export const DOWNLOAD_PATH = '/api/downloads';

function sign(secret: string, id: number, expires: number): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'haoduo-ai', 'download-link', 32));
  return createHmac('sha256', key).update(`${id}.${expires}`).digest('hex');
}

export function downloadLink(secret: string, id: number, now = Date.now()): string {
  const expires = now + DOWNLOAD_LINK_TTL_MS;
  return `${DOWNLOAD_PATH}/${id}?expires=${expires}&sig=${sign(secret, id, expires)}`;
}

export type TLinkCheck = 'ok' | 'expired' | 'invalid';

export function checkDownloadLink(
  secret: string,
  id: number,
  expires: number,
  sig: string,
  now = Date.now(),
): TLinkCheck {
  const expected = Buffer.from(sign(secret, id, expires), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sig) ? sig : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires < now ? 'expired' : 'ok';
}
