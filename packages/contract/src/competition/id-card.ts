import { IdCardType, type TIdCardType } from '../constants/enums';
import { CompetitionMessages as M } from '../messages/competition-messages';

/**
 * Identity document numbers of a registration: a resident id (type 1) is checked by the
 * GB 11643-1999 check digit and its birth date; the other types by their formats.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export function gb11643CheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function validBirthDate(text: string): boolean {
  const y = Number(text.slice(0, 4));
  const m = Number(text.slice(4, 6));
  const d = Number(text.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getTime() <= Date.now()
  );
}

/** The formats of types 2-7. */
const FORMATS: Record<Exclude<TIdCardType, 1>, RegExp> = {
  // Passport: 5-17 letters and digits (Chinese passports E12345678; foreign ones vary)
  2: /^[A-Z0-9]{5,17}$/,
  // Residence permit of Hong Kong, Macao and Taiwan residents: 18 characters from 81/82/83
  3: /^8[123]0000\d{11}[\dX]$/,
  // Mainland travel permit for Hong Kong and Macao residents: H or M and 8 or 10 digits
  4: /^[HM]\d{8}(\d{2})?$/,
  // Mainland travel permit for Taiwan residents: 8 digits (old: 10)
  5: /^\d{8}(\d{2})?$/,
  // Foreigner's permanent residence id: 3 letters and 12 digits, or 18 characters from 9
  6: /^([A-Z]{3}\d{12}|9\d{16}[\dX])$/,
  // Other documents: 4-30 letters, digits and hyphens
  7: /^[A-Z0-9-]{4,30}$/,
};

/** The number as stored and compared: trimmed, upper case. */
export function normaliseIdCard(value: string): string {
  return value.trim().toUpperCase();
}

/** Null when the number is valid for its type, else the Chinese message saying why. */
export function idCardProblem(type: number, raw: string): string | null {
  const value = normaliseIdCard(raw);
  if (value.length === 0) return M.ID_CARD_REQUIRED;
  if (type === IdCardType.RESIDENT_ID) {
    if (!/^\d{17}[\dX]$/.test(value) || !validBirthDate(value.slice(6, 14))) {
      return M.ID_CARD_INVALID;
    }
    return gb11643CheckChar(value) === value[17] ? null : M.ID_CARD_CHECK_DIGIT;
  }
  const format = FORMATS[type as Exclude<TIdCardType, 1>];
  if (!format) return M.ID_CARD_FORMAT_INVALID;
  return format.test(value) ? null : M.ID_CARD_FORMAT_INVALID;
}

/** Masks an id number for display: its first 3 and last 4 characters. */
export function maskIdCardNumber(value: string): string {
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
