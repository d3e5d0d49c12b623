import type { TDb } from '../../platform/db/database';
import {
  findStudentAccount as findStudentAccountWithUser,
  hashPassword,
  insertPupilUser,
  revokeUserSessions,
  setUsername,
  setUserPasswordHash,
} from '../identity';
import { saveInitialPassword } from './initial-passwords';

/**
 * The writes class management makes on pupils' user records: a new pupil, a teacher's
 * password reset and login-name change. (Sign-in and the pupil's own password change are
 * the users/auth modules'.) Passwords are hashed before the transaction that stores them,
 * so no transaction waits on argon2.
 */

export interface TNewPupil {
  name: string;
  username: string;
  password: string;
  passwordHash: string;
}

/** Hash the passwords of new pupils (in parallel; argon2 runs on the thread pool). */
export async function preparePupils(
  list: { name: string; username: string; password: string }[],
): Promise<TNewPupil[]> {
  return Promise.all(
    list.map(async (p) => ({ ...p, passwordHash: await hashPassword(p.password) })),
  );
}

/**
 * Insert a pupil user, its student account in the school and its initial password (kept
 * encrypted when a secret is given).
 */
export async function insertPupil(
  tx: TDb,
  secret: string | null,
  pupil: TNewPupil,
  schoolId: number,
): Promise<{ userId: number; accountId: number }> {
  const { userId, accountId } = await insertPupilUser(tx, {
    name: pupil.name,
    username: pupil.username,
    passwordHash: pupil.passwordHash,
    schoolId,
  });
  if (secret !== null) {
    await saveInitialPassword(tx, secret, {
      userId,
      password: pupil.password,
      passwordHash: pupil.passwordHash,
    });
  }
  return { userId, accountId };
}

/** Give a pupil a new initial password; their sessions end (they sign in again with it). */
export async function resetPupilPassword(
  db: TDb,
  secret: string,
  userId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setUserPasswordHash(tx, userId, passwordHash);
    await saveInitialPassword(tx, secret, { userId, password, passwordHash });
    await revokeUserSessions(tx, userId);
  });
}

export async function setPupilUsername(db: TDb, userId: number, username: string): Promise<void> {
  await setUsername(db, userId, username);
}

/** A student account with its user (for the teacher's single-pupil calls). */
export async function findStudentAccount(db: TDb, accountId: number) {
  return findStudentAccountWithUser(db, accountId);
}
