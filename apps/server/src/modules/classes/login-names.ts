import { randomInt } from 'node:crypto';
import type { TDb } from '../../platform/db/database';
import { takenUsernames } from '../identity';

/**
 * Login names and passwords the server makes for pupils. Lower-case letters and digits
 * without look-alikes (no i, l, o, 0, 1), always with both a letter and a digit, so that a
 * login name also satisfies the password rule (class-code accounts start with password =
 * login name).
 */
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALL = LETTERS + DIGITS;

function randomText(length: number): string {
  for (;;) {
    let text = LETTERS[randomInt(LETTERS.length)]!;
    for (let i = 1; i < length; i++) text += ALL[randomInt(ALL.length)];
    if (/\d/.test(text)) return text;
  }
}

/** 10 characters: about 10^14 names, so a login name cannot be guessed. */
export const LOGIN_NAME_LENGTH = 10;
export const GENERATED_PASSWORD_LENGTH = 8;

export function generateLoginName(): string {
  return randomText(LOGIN_NAME_LENGTH);
}

export function generatePassword(): string {
  return randomText(GENERATED_PASSWORD_LENGTH);
}

/** Login names (lower-cased) that exist already. */
export async function takenLoginNames(db: TDb, names: string[]): Promise<Set<string>> {
  return takenUsernames(db, names);
}

/** `count` fresh login names that no user has and that differ from `reserved`. */
export async function allocateLoginNames(
  db: TDb,
  count: number,
  reserved: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const names: string[] = [];
  while (names.length < count) {
    const batch = Array.from({ length: count - names.length }, generateLoginName).filter(
      (name) => !reserved.has(name) && !names.includes(name),
    );
    const taken = await takenLoginNames(db, batch);
    names.push(...batch.filter((name) => !taken.has(name)));
  }
  return names;
}
