import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { maskIdCardNumber, normaliseIdCard } from '@haoduo/contract';

/**
 * Id numbers at rest: AES-256-GCM with a key derived from APP_SECRET, a keyed hash (HMAC-SHA256
 * with another derived key) for the one-registration-per-number rule and the lookup, and the
 * masked form for lists. Registration tokens are signed with a third derived key.
 */

const keys = new Map<string, Buffer>();
function keyOf(secret: string, purpose: string): Buffer {
  const name = `${purpose}\u0000${secret}`;
  let key = keys.get(name);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'haoduo-ai', `competition-${purpose}`, 32));
    keys.set(name, key);
  }
  return key;
}

export interface TSealedIdCard {
  cipher: string;
  hash: string;
  masked: string;
}

export function hashIdCard(secret: string, idCard: string): string {
  return createHmac('sha256', keyOf(secret, 'id-card-hash'))
    .update(normaliseIdCard(idCard))
    .digest('base64url');
}

export function sealIdCard(secret: string, raw: string): TSealedIdCard {
  const idCard = normaliseIdCard(raw);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, 'id-card'), iv);
  const body = Buffer.concat([cipher.update(idCard, 'utf8'), cipher.final()]);
  return {
    cipher: [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.'),
    hash: hashIdCard(secret, idCard),
    masked: maskIdCardNumber(idCard),
  };
}

/** Null when the text was not made with this secret (or was tampered with). */
export function openIdCard(secret: string, text: string | null): string | null {
  if (!text) return null;
  const [iv, tag, body] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, 'id-card'), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A registration's token: lets the one who registered (or looked it up) change it. */
export function registrationToken(secret: string, registrationId: number): string {
  return createHmac('sha256', keyOf(secret, 'registration-token'))
    .update(String(registrationId))
    .digest('base64url');
}

export function isRegistrationToken(secret: string, registrationId: number, token: string) {
  const expected = Buffer.from(registrationToken(secret, registrationId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
