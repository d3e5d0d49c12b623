import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, not importable as a value here). */
const ARGON2ID = 2;

/**
 * argon2id with OWASP's minimum recommended parameters (19 MiB memory, 2 passes, 1 lane):
 * about 30-60 ms per hash on this project's 2-core reference machine (see bench/).
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

// A real hash of a random password: verifying against it costs the same as a real check,
// so a missing account takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
