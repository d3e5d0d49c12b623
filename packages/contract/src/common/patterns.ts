import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';

/**
 * The field patterns of app-spec section 5, without zod: the browser forms import these
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

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}
