import { mask, present } from '../../platform/auth/field-masks';
import type { TReader } from './competition.types';

/** A pupil's name as the reader may see it: masked (张*明) unless the staff role unmasks names. */
export function showName(
  row: { id: number; studentName: string; anonymisedAt: Date | null },
  reader: TReader,
): string {
  if (row.anonymisedAt || !reader.request) return mask('realName', row.studentName);
  return present(reader.access, 'realName', row.studentName, {
    request: reader.request,
    targetType: 'competition_registration',
    targetId: row.id,
  });
}

/**
 * A name on the public winners list, as such lists are written: the first and last characters
 * with `*` between (张*明, 欧**华); a two-character name keeps its first (李*).
 */
export function winnerName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}
