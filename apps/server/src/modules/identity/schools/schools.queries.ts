import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { AccountType, type TSchoolMngQuery, type TSchoolStatus } from '@haoduo/contract';
import { accounts, schools } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { pageWindow } from '../../../platform/http/paging';

export type TSchoolRow = typeof schools.$inferSelect;
export type TSchoolFilter = Omit<TSchoolMngQuery, 'currentPage' | 'pageSize'>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The list's filters within the caller's scope (a condition on schools). */
export function schoolListWhere(scope: SQL | undefined, filter: Partial<TSchoolFilter>) {
  return and(
    scope,
    filter.name ? ilike(schools.name, likePattern(filter.name)) : undefined,
    filter.provinceId === undefined ? undefined : eq(schools.provinceId, filter.provinceId),
    filter.cityId === undefined ? undefined : eq(schools.cityId, filter.cityId),
    filter.districtId === undefined ? undefined : eq(schools.districtId, filter.districtId),
    filter.status === undefined ? undefined : eq(schools.status, filter.status as TSchoolStatus),
  );
}

const ORDER = { id: schools.id, name: schools.name, createdAt: schools.createdAt } as const;

export async function pageSchools(
  db: TDb,
  where: SQL | undefined,
  query: Pick<TSchoolMngQuery, 'currentPage' | 'pageSize' | 'orderBy' | 'orderDirection'>,
): Promise<{ rows: TSchoolRow[]; total: number }> {
  const column = ORDER[query.orderBy ?? 'createdAt'];
  const direction = query.orderDirection === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schools)
      .where(where)
      .orderBy(direction(column), direction(schools.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(schools).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSchoolRow(db: TDb, id: number): Promise<TSchoolRow | null> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return row ?? null;
}

export async function schoolNameTaken(db: TDb, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      and(eq(schools.name, name), exceptId === undefined ? undefined : ne(schools.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSchool(db: TDb, values: typeof schools.$inferInsert) {
  const [row] = await db.insert(schools).values(values).returning();
  return row!;
}

export async function updateSchoolRow(
  db: TDb,
  id: number,
  values: Partial<typeof schools.$inferInsert>,
): Promise<TSchoolRow> {
  const [row] = await db.update(schools).set(values).where(eq(schools.id, id)).returning();
  return row!;
}

/** Enabled teachers and pupils of a school (accounts). */
export async function peopleCounts(db: TDb, schoolId: number) {
  const rows = await db
    .select({ type: accounts.accountType, n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(eq(accounts.schoolId, schoolId))
    .groupBy(accounts.accountType);
  const of = (type: number) => rows.find((r) => r.type === type)?.n ?? 0;
  return { teacherCount: of(AccountType.TEACHER), studentCount: of(AccountType.STUDENT) };
}
