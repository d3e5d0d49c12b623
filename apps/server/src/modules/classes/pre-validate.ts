import { ClassMessages, formatMessage } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { remainingPlaces } from './class-rules';
import type { TClassRow } from './classes.queries';
import { countClassMembers } from './classes.queries';
import { classMemberNames } from './students.queries';

/**
 * Check a list of names before adding them to a class: places left (in list order),
 * repeated names in the list and namesakes already in the class (warnings only).
 */
export async function preValidateNames(db: TDb, cls: TClassRow, names: string[]) {
  const [existing, counts] = await Promise.all([
    classMemberNames(db, cls.id),
    countClassMembers(db, [cls.id]),
  ]);
  const remaining = remainingPlaces(cls.limitStudentSize, counts.get(cls.id) ?? 0);
  let placesLeft = remaining ?? Number.POSITIVE_INFINITY;
  const rows = names.map((name, i) => {
    const errors: string[] = [];
    const warnings: string[] = [];
    if (name.length > 32) errors.push('姓名太长了，最多32个字');
    if (names.indexOf(name) !== i) {
      warnings.push(formatMessage(ClassMessages.NAMES_DUPLICATED, { names: name }));
    }
    if (existing.has(name)) warnings.push(ClassMessages.NAME_IN_CLASS);
    if (errors.length === 0) {
      if (placesLeft <= 0) errors.push(ClassMessages.CLASS_FULL);
      else placesLeft -= 1;
    }
    return { name, valid: errors.length === 0, errors, warnings };
  });
  return { total: rows.length, validCount: rows.filter((r) => r.valid).length, remaining, rows };
}
