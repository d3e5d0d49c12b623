import type { TDb } from '../../platform/db/database';

/**
 * What the classes module needs of modules that depend on it; the app hands the
 * implementations in where it registers the classes routes.
 */

/**
 * How many works each pupil (student account) made in a class, by account id (pupils
 * without works may be missing). Implemented by the works module (works imports classes,
 * so classes cannot import works).
 */
export type TPupilWorkCounts = (
  db: TDb,
  classId: number,
  accountIds: number[],
) => Promise<Map<number, number>>;

export interface TClassesPorts {
  pupilWorkCounts: TPupilWorkCounts;
}
