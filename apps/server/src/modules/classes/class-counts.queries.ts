import { count, eq, inArray } from 'drizzle-orm';
import { courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** How many classes a school has (any status). */
export async function countClassesOfSchool(db: TDb, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseClasses)
    .where(eq(courseClasses.schoolId, schoolId));
  return row?.n ?? 0;
}

/** How many classes each semester has. */
export async function countClassesBySemester(
  db: TDb,
  semesterIds: readonly number[],
): Promise<Map<number, number>> {
  if (semesterIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courseClasses.semesterId, n: count() })
    .from(courseClasses)
    .where(inArray(courseClasses.semesterId, [...semesterIds]))
    .groupBy(courseClasses.semesterId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
