import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { studentInitialPasswords } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { passwordHashesOfUsers } from '../identity';

/**
 * Pupils' initial passwords, kept encrypted (AES-256-GCM, key derived from APP_SECRET) so
 * a teacher can print sign-in cards and export accounts. One is readable only while the
 * pupil's password hash is still the one it was issued with: after the pupil changes the
 * password it is never shown again.
 */

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'haoduo-ai', 'student-initial-password', 32));
}

export function encryptInitialPassword(secret: string, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Null when the text was not made with this secret (or was tampered with). */
export function decryptInitialPassword(secret: string, text: string): string | null {
  const [iv, tag, body] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export async function saveInitialPassword(
  db: TDb,
  secret: string,
  input: { userId: number; password: string; passwordHash: string },
): Promise<void> {
  const cipherText = encryptInitialPassword(secret, input.password);
  await db
    .insert(studentInitialPasswords)
    .values({ userId: input.userId, cipherText, passwordHash: input.passwordHash })
    .onConflictDoUpdate({
      target: studentInitialPasswords.userId,
      set: { cipherText, passwordHash: input.passwordHash, createdAt: sql`now()` },
    });
}

/**
 * The stored initial passwords (of those users) whose hash is still the user's current
 * password hash: two queries, the users' hashes read through identity.
 */
async function stillInitial(db: TDb, userIds: number[]) {
  const rows = await db
    .select({
      userId: studentInitialPasswords.userId,
      passwordHash: studentInitialPasswords.passwordHash,
      cipherText: studentInitialPasswords.cipherText,
    })
    .from(studentInitialPasswords)
    .where(inArray(studentInitialPasswords.userId, userIds));
  const current = await passwordHashesOfUsers(
    db,
    rows.map((r) => r.userId),
  );
  return rows.filter((r) => current.get(r.userId) === r.passwordHash);
}

/** The users (of those given) whose current password is still the initial one. */
export async function usersWithInitialPassword(db: TDb, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await stillInitial(db, userIds);
  return new Set(rows.map((r) => r.userId));
}

/** Initial passwords still in use, by user id. */
export async function readInitialPasswords(
  db: TDb,
  secret: string,
  userIds: number[],
): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (userIds.length === 0) return result;
  const rows = await stillInitial(db, userIds);
  for (const row of rows) {
    const password = decryptInitialPassword(secret, row.cipherText);
    if (password !== null) result.set(row.userId, password);
  }
  return result;
}
