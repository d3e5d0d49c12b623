import { StorageKey } from '@haoduo/contract';
import type { TUserShellKey } from './user-shell-menu';

/**
 * The teacherCreate guide state: three flags, one per teacher menu
 * entry, false until the teacher has opened that entry once. It survives logout.
 */
export const TEACHER_GUIDE_FLAGS = ['myBook', 'studentList', 'studentBook'] as const;
export type TTeacherGuideFlag = (typeof TEACHER_GUIDE_FLAGS)[number] & TUserShellKey;
export type TTeacherGuide = Record<TTeacherGuideFlag, boolean>;

type TStorage = Pick<Storage, 'getItem' | 'setItem'>;

const FRESH: TTeacherGuide = { myBook: false, studentList: false, studentBook: false };

function parse(raw: string | null): TTeacherGuide | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const guide = { ...FRESH };
    for (const flag of TEACHER_GUIDE_FLAGS) guide[flag] = value[flag] === true;
    return guide;
  } catch {
    return null;
  }
}

/** The stored guide state, all flags false when there is none (reads only). */
export function readTeacherGuide(storage: Pick<Storage, 'getItem'>): TTeacherGuide {
  return parse(storage.getItem(StorageKey.TEACHER_CREATE)) ?? { ...FRESH };
}

/** The guide state; a teacher without one gets the three flags initialised. */
export function ensureTeacherGuide(storage: TStorage): TTeacherGuide {
  const stored = parse(storage.getItem(StorageKey.TEACHER_CREATE));
  if (stored) return stored;
  storage.setItem(StorageKey.TEACHER_CREATE, JSON.stringify(FRESH));
  return { ...FRESH };
}

export function markTeacherGuide(storage: TStorage, flag: TTeacherGuideFlag): TTeacherGuide {
  const guide = { ...ensureTeacherGuide(storage), [flag]: true };
  storage.setItem(StorageKey.TEACHER_CREATE, JSON.stringify(guide));
  return guide;
}

export function isGuideFlag(key: TUserShellKey): key is TTeacherGuideFlag {
  return (TEACHER_GUIDE_FLAGS as readonly string[]).includes(key);
}
