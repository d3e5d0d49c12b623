import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be confused when read aloud or copied (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 8;

/** An unguessable class code: 8 characters from 31, about 8.5e11 codes, from a CSPRNG. */
export function generateClassCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
