import type { THandInState } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { activePupilsOfClasses } from '../classes';
import { lessonHandIns, type TLessonHandInRow } from '../works';

/**
 * Hand-ins: a work a pupil saved from a lesson. Teachers and staff see how many of a class's
 * pupils handed in; a pupil sees their own.
 */

export type THandInViewer = { kind: 'counts' } | { kind: 'pupil'; accountIds: number[] };

export interface THandInLookup {
  stateOf(classId: number, lessonId: number | null): THandInState;
  /** The class's pupils (counts viewers only). */
  pupilsOf(classId: number): number[];
  /** The pupil's hand-in of the lesson, or undefined. */
  handInOf(lessonId: number, accountId: number): TLessonHandInRow | undefined;
}

const NONE: THandInState = { handedInCount: null, pupilCount: null, handedIn: null, workId: null };

/** Read the hand-ins of these lessons in these classes, for the viewer (two queries). */
export async function loadHandIns(
  db: TDb,
  classIds: readonly number[],
  lessonIds: readonly number[],
  viewer: THandInViewer,
): Promise<THandInLookup> {
  const pupils = new Map<number, number[]>();
  let authors: number[];
  if (viewer.kind === 'counts') {
    for (const row of await activePupilsOfClasses(db, classIds)) {
      const list = pupils.get(row.classId) ?? [];
      list.push(row.accountId);
      pupils.set(row.classId, list);
    }
    authors = [...pupils.values()].flat();
  } else {
    authors = viewer.accountIds;
  }
  const rows = await lessonHandIns(db, lessonIds, authors);
  const byKey = new Map(rows.map((row) => [`${row.lessonId}:${row.authorAccountId}`, row]));
  const handInOf = (lessonId: number, accountId: number) => byKey.get(`${lessonId}:${accountId}`);
  return {
    pupilsOf: (classId) => pupils.get(classId) ?? [],
    handInOf,
    stateOf(classId, lessonId) {
      if (lessonId === null) return NONE;
      if (viewer.kind === 'counts') {
        const list = pupils.get(classId) ?? [];
        return {
          handedInCount: list.filter((id) => handInOf(lessonId, id)).length,
          pupilCount: list.length,
          handedIn: null,
          workId: null,
        };
      }
      const mine = viewer.accountIds.map((id) => handInOf(lessonId, id)).find(Boolean);
      return {
        handedInCount: null,
        pupilCount: null,
        handedIn: !!mine,
        workId: mine?.workId ?? null,
      };
    },
  };
}
