import { EVERYDAY_SUBJECTS } from './subjects-everyday';
import { NATURE_SUBJECTS } from './subjects-nature';
import type { TSubjectDef } from './subject-types';
import { WORLD_SUBJECTS } from './subjects-world';

export type { TSubjectDef } from './subject-types';

/** Every subject the offline engines understand. */
export const SUBJECTS: readonly TSubjectDef[] = [
  ...NATURE_SUBJECTS,
  ...WORLD_SUBJECTS,
  ...EVERYDAY_SUBJECTS,
];

const BY_ID = new Map(SUBJECTS.map((s) => [s.id, s]));

export function subjectById(id: string): TSubjectDef {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown subject ${id}`);
  return found;
}
