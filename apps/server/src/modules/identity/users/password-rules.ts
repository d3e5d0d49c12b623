import { decodePassword, isValidPassword, Messages } from '@haoduo/contract';
import { badRequest } from '../../../platform/http/errors';

/**
 * Decode a new password from the wire and hold it to the password rule (8-16 characters,
 * letters and digits), with the field named in the error.
 */
export function newPasswordFrom(encoded: string, field: string): string {
  const password = decodePassword(encoded);
  if (password === null || !isValidPassword(password)) {
    throw badRequest(Messages.PASSWORD_RULE, [{ field, message: Messages.PASSWORD_RULE }]);
  }
  return password;
}

/** A new password and its confirmation: both valid, and equal. */
export function confirmedPasswordFrom(
  encoded: string,
  encodedRepeat: string,
  field = 'password',
  repeatField = 'repeatPassword',
): string {
  const password = newPasswordFrom(encoded, field);
  const repeat = decodePassword(encodedRepeat);
  if (repeat !== password) {
    throw badRequest(Messages.PASSWORDS_DIFFER, [
      { field: repeatField, message: Messages.PASSWORDS_DIFFER },
    ]);
  }
  return password;
}
