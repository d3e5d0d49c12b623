import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MEDIA_URL_PREFIX } from '@haoduo/contract';
import { ensureAppMeta } from '../../platform/db/app-meta';
import type { TDb } from '../../platform/db/database';

/**
 * Links to files. Files of public works (and site files) are served to anyone at
 * `/api/media/<key>`. Every other file needs a signed link `/api/media/<key>?exp=&sig=`:
 * the server hands such links only to people allowed to see the work (author, their
 * teachers, staff), and they stop working after one to two hours. Links are the same for a
 * whole hour, so browsers can cache them. Keys are random (128 bits) as a second wall.
 *
 * The signing secret is made at first start and kept in app_meta (never sent to browsers,
 * unlike SIGN_SALT), so every server process of one installation signs alike.
 */
export interface TMediaUrls {
  publicUrl(key: string): string;
  signedUrl(key: string): string;
  verify(key: string, exp: string | undefined, sig: string | undefined): boolean;
  /** Seconds until a verified link expires. */
  secondsLeft(exp: string): number;
}

const HOUR_MS = 3600_000;
const SECRET_KEY = 'media:url-secret';

export async function loadMediaSecret(db: TDb): Promise<string> {
  return ensureAppMeta(db, SECRET_KEY, randomBytes(32).toString('base64url'));
}

const SIGNED_LINKS_KEPT = 20_000;

export function createMediaUrls(secret: string, now: () => number = Date.now): TMediaUrls {
  const signature = (key: string, exp: string) =>
    createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url').slice(0, 32);
  // A link depends on its key and the hour it runs out only: signed once per key and hour
  // (a list signs every cover on every request otherwise).
  let signedExp = '';
  let signed = new Map<string, string>();
  return {
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
    signedUrl(key) {
      const exp = String((Math.floor(now() / HOUR_MS) + 2) * 3600);
      if (exp !== signedExp) {
        signedExp = exp;
        signed = new Map();
      }
      let url = signed.get(key);
      if (url === undefined) {
        url = `${MEDIA_URL_PREFIX}${key}?exp=${exp}&sig=${signature(key, exp)}`;
        if (signed.size >= SIGNED_LINKS_KEPT) signed.clear();
        signed.set(key, url);
      }
      return url;
    },
    verify(key, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= now()) return false;
      const expected = Buffer.from(signature(key, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    secondsLeft: (exp) => Math.max(0, Math.floor(Number(exp) - now() / 1000)),
  };
}

/** The key of one of our media URLs (signed or not), else null. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length).split('?')[0]!;
  return key.length > 0 ? key : null;
}

/** Properties that hold links (picUrl, url, posterUrl, worksCoverPic, ...); text never does. */
const URL_FIELD = /(url|Url|Pic)$/;

/** Replace every media URL inside a JSON value (pages, content lists) by `map(key)`. */
export function mapMediaUrls<T>(value: T, map: (key: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => mapMediaUrls(item, map)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const key = typeof item === 'string' && URL_FIELD.test(name) ? mediaKeyOf(item) : null;
      out[name] = key ? map(key) : mapMediaUrls(item, map);
    }
    return out as T;
  }
  return value;
}

/** Every media key referenced inside a JSON value, in order of appearance. */
export function collectMediaKeys(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectMediaKeys(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const key = typeof item === 'string' && URL_FIELD.test(name) ? mediaKeyOf(item) : null;
      if (key) {
        if (!into.includes(key)) into.push(key);
      } else {
        collectMediaKeys(item, into);
      }
    }
  }
  return into;
}
