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
