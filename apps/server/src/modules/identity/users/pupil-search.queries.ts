import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AccountType, type TMemberStatus } from '@haoduo/contract';
import { accounts, schools, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { keptCountsForgottenOnWrite } from '../../../platform/db/kept-counts';

/**
 * Pupils (student accounts) searched by name or login name, for the classes module's
 * lists. Conditions on classes come in as subqueries of account ids that the classes
 * module builds from its own tables. Patterns are LIKE patterns (already escaped).
 */

/** A subquery of the ids of the accounts whose name or person's login name matches. */
export function accountIdsMatchingSql(pattern: string): SQL {
  return sql`select ${accounts.id} from ${accounts} inner join ${users} on ${users.id} = ${accounts.userId} where (${accounts.name} ilike ${pattern} or ${users.username} ilike ${pattern})`;
}

export interface TPupilAccountFilter {
  schoolIds: number[] | 'all';
  schoolId?: number;
  /** LIKE pattern matched against the account name and the login name. */
  pattern?: string;
  status?: number;
  /** Subqueries of account ids the pupils must be among (each one applies). */
  accountIdsIn?: SQL[];
}

function pupilWhere(filter: TPupilAccountFilter) {
  const conditions: (SQL | undefined)[] = [eq(accounts.accountType, AccountType.STUDENT)];
  if (filter.schoolIds !== 'all') {
    conditions.push(
      filter.schoolIds.length === 0 ? sql`false` : inArray(accounts.schoolId, filter.schoolIds),
    );
  }
  if (filter.schoolId !== undefined) conditions.push(eq(accounts.schoolId, filter.schoolId));
  for (const ids of filter.accountIdsIn ?? []) conditions.push(sql`${accounts.id} in (${ids})`);
  if (filter.pattern) {
    conditions.push(
      or(ilike(accounts.name, filter.pattern), ilike(users.username, filter.pattern)),
    );
  }
  if (filter.status !== undefined) {
    conditions.push(eq(accounts.status, filter.status as TMemberStatus));
  }
  return and(...conditions);
}

function pupilSelect(db: TDb) {
  return db
    .select({
      worksStudentId: accounts.id,
      name: accounts.name,
      username: users.username,
      schoolId: accounts.schoolId,
      schoolName: schools.name,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(schools, eq(schools.id, accounts.schoolId))
    .$dynamic();
}

export type TPupilAccountRow = Awaited<ReturnType<typeof listPupilAccounts>>[number];

/** The back office's totals of pupils (kept-counts.ts: up to 5 s old, recounted behind). */
const pupilTotals = keptCountsForgottenOnWrite(5000, 60_000, 1000);

/** One page of the pupils, newest account first, with the total. */
export async function queryPupilAccounts(
  db: TDb,
  filter: TPupilAccountFilter,
  window: { limit: number; offset: number },
) {
  const where = pupilWhere(filter);
  // The page's ids first (from the accounts alone unless the login name is matched), then
  // their rows: a deep page skips ids in an index rather than joined rows.
  const ids = db.select({ id: accounts.id }).from(accounts).$dynamic();
  const pageIds = (filter.pattern ? ids.innerJoin(users, eq(users.id, accounts.userId)) : ids)
    .where(where)
    .orderBy(desc(accounts.id))
    .limit(window.limit)
    .offset(window.offset);
  const [rows, total] = await Promise.all([
    pupilSelect(db).where(inArray(accounts.id, pageIds)).orderBy(desc(accounts.id)),
    pupilTotals.get(db, 'pupils', where, async () => {
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(where);
      return Number(count?.total ?? 0);
    }),
  ]);
  return { rows, total };
}

/** The pupils, newest account first, at most `limit`. */
export async function listPupilAccounts(db: TDb, filter: TPupilAccountFilter, limit: number) {
  return pupilSelect(db).where(pupilWhere(filter)).orderBy(desc(accounts.id)).limit(limit);
}

/** Pupils of a school by name or login name, in account order, at most `limit`. */
export async function searchSchoolPupils(
  db: TDb,
  schoolId: number,
  pattern: string,
  limit: number,
) {
  return db
    .select({
      worksStudentId: accounts.id,
      name: accounts.name,
      username: users.username,
      schoolId: accounts.schoolId,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        eq(accounts.schoolId, schoolId),
        eq(accounts.accountType, AccountType.STUDENT),
        or(ilike(accounts.name, pattern), ilike(users.username, pattern)),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(limit);
}

/** These accounts with their person (login name, status, password hash), by account id. */
export async function pupilAccountsByIds(db: TDb, accountIds: readonly number[]) {
  if (accountIds.length === 0) return new Map<number, TPupilPerson>();
  const rows = await pupilPersonSelect(db).where(inArray(accounts.id, [...new Set(accountIds)]));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

function pupilPersonSelect(db: TDb) {
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      accountStatus: accounts.status,
      userId: users.id,
      username: users.username,
      userStatus: users.status,
      passwordHash: users.passwordHash,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .$dynamic();
}

export type TPupilPerson = Omit<
  Awaited<ReturnType<ReturnType<typeof pupilPersonSelect>['execute']>>[number],
  'id'
>;
