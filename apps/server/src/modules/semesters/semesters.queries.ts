import { eq, inArray } from 'drizzle-orm';
import { semesters } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** Reads of the semesters other modules make. */

export async function semesterExists(db: TDb, semesterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: semesters.id })
    .from(semesters)
    .where(eq(semesters.id, semesterId))
    .limit(1);
  return row !== undefined;
}

/** The names of these semesters, by id (one query). */
export async function semesterNamesByIds(
  db: TDb,
  semesterIds: readonly number[],
): Promise<Map<number, string>> {
  if (semesterIds.length === 0) return new Map();
  const rows = await db
    .select({ id: semesters.id, name: semesters.name })
    .from(semesters)
    .where(inArray(semesters.id, [...new Set(semesterIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface TSemesterDates {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  currentSemester: boolean;
}

/** These semesters with their first and last days, by id (one query). */
export async function semestersByIds(
  db: TDb,
  semesterIds: readonly number[],
): Promise<Map<number, TSemesterDates>> {
  if (semesterIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: semesters.id,
      name: semesters.name,
      startDate: semesters.startDate,
      endDate: semesters.endDate,
      currentSemester: semesters.currentSemester,
    })
    .from(semesters)
    .where(inArray(semesters.id, [...new Set(semesterIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The current semester's id, or null when none is marked current. */
export async function currentSemesterId(db: TDb): Promise<number | null> {
  const [row] = await db
    .select({ id: semesters.id })
    .from(semesters)
    .where(eq(semesters.currentSemester, true))
    .limit(1);
  return row?.id ?? null;
}
