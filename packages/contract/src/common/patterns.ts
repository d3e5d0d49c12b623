import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';

/**
 * The field patterns, without zod: the browser forms import these
 * without pulling the schema library into their pages (fields.ts builds the schemas).
 */

export const MOBILE_PATTERN = /^1\d{10}$/;
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);
export const CAPTCHA_PATTERN = /^\d{6}$/;
/** Class codes: upper-case letters and digits, 6 to 12 characters. */
export const CLASS_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
/** Login names: letters, digits and underscore, 3 to 32 characters. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

/**
 * Control characters no text accepts (a NUL byte pasted from a document or a scanner app,
 * escape codes, DEL, the C1 range). Tab, line feed and carriage return are not among them:
 * multi-line text (a picture book's page, a chat message, an agent's prompt) keeps them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What a single-line field (a name, a code) refuses besides: tabs and line breaks. */
export const LINE_BREAK_PATTERN = /[\t\n\r]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER_PATTERN.test(value);
}

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}
