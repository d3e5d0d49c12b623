import { Messages } from '@haoduo/contract';
import { z } from 'zod';

/**
 * Chinese messages for every validation issue that a schema does not word itself, so a
 * refused request always explains itself in the pupil's language.
 */
export function configureZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null
            ? Messages.FIELD_REQUIRED
            : Messages.FIELD_WRONG_TYPE;
        case 'too_big':
          return issue.origin === 'string' || issue.origin === 'array'
            ? Messages.FIELD_TOO_LONG
            : Messages.FIELD_TOO_BIG;
        case 'too_small':
          return issue.origin === 'string' || issue.origin === 'array'
            ? Messages.FIELD_TOO_SHORT
            : Messages.FIELD_TOO_SMALL;
        case 'invalid_value':
        case 'invalid_union':
          return Messages.FIELD_INVALID_VALUE;
        default:
          return Messages.FIELD_WRONG_TYPE;
      }
    },
  });
}
