import { BackOfficeMessages, type TSemesterMngQuery } from '@haoduo/contract';
import { and, asc, count, desc, eq, ilike, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { semesters } from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/paging';

/** Platform semesters in the back office: list, create, edit, choose the current one. */

type TSemesterRow = typeof semesters.$inferSelect;

const ORDER = { startDate: semesters.startDate, name: semesters.name, id: semesters.id } as const;

export async function pageSemesters(db: TDb, query: TSemesterMngQuery) {
  const where = query.name
    ? ilike(semesters.name, `%${query.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    : undefined;
  const direction = query.orderDirection === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(semesters)
      .where(where)
      .orderBy(direction(ORDER[query.orderBy ?? 'startDate']), direction(semesters.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(semesters).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

async function findSemester(db: TDb, id: number): Promise<TSemesterRow> {
  const [row] = await db.select().from(semesters).where(eq(semesters.id, id)).limit(1);
  if (!row) throw notFound(BackOfficeMessages.SEMESTER_NOT_FOUND);
  return row;
}

async function assertNameFree(db: TDb, name: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: semesters.id })
    .from(semesters)
    .where(
      and(
        eq(semesters.name, name),
        exceptId === undefined ? undefined : ne(semesters.id, exceptId),
      ),
    )
    .limit(1);
  if (row) throw conflict(BackOfficeMessages.SEMESTER_NAME_TAKEN);
}

const shape = (row: TSemesterRow) => ({
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  currentSemester: row.currentSemester,
});

export async function createSemester(
  db: TDb,
  request: FastifyRequest,
  input: {
    platformSemesterName: string;
    startDate: string;
    endDate: string;
    currentSemester?: boolean;
  },
): Promise<{ id: number }> {
  await assertNameFree(db, input.platformSemesterName);
  return db.transaction(async (tx) => {
    if (input.currentSemester) {
      await tx
        .update(semesters)
        .set({ currentSemester: false })
        .where(eq(semesters.currentSemester, true));
    }
    const [row] = await tx
      .insert(semesters)
      .values({
        name: input.platformSemesterName,
        startDate: input.startDate,
        endDate: input.endDate,
        currentSemester: input.currentSemester ?? false,
      })
      .returning();
    await recordChange(tx, request, {
      targetType: 'platform_semester',
      targetId: row!.id,
      before: null,
      after: shape(row!),
    });
    return { id: row!.id };
  });
}

export async function updateSemester(
  db: TDb,
  request: FastifyRequest,
  input: { id: number; platformSemesterName: string; startDate: string; endDate: string },
): Promise<void> {
  const before = await findSemester(db, input.id);
  await assertNameFree(db, input.platformSemesterName, input.id);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(semesters)
      .set({ name: input.platformSemesterName, startDate: input.startDate, endDate: input.endDate })
      .where(eq(semesters.id, input.id))
      .returning();
    await recordChange(tx, request, {
      targetType: 'platform_semester',
      targetId: input.id,
      before: shape(before),
      after: shape(after!),
    });
  });
}

/** One current semester: the previous current one stops being it, in the same transaction. */
export async function setCurrentSemester(db: TDb, request: FastifyRequest, id: number) {
  const before = await findSemester(db, id);
  if (before.currentSemester) return;
  await db.transaction(async (tx) => {
    const previous = await tx
      .update(semesters)
      .set({ currentSemester: false })
      .where(eq(semesters.currentSemester, true))
      .returning({ id: semesters.id });
    await tx.update(semesters).set({ currentSemester: true }).where(eq(semesters.id, id));
    await recordChange(tx, request, {
      targetType: 'platform_semester',
      targetId: id,
      before: { currentSemester: false },
      after: { currentSemester: true },
      detail: { previousCurrentId: previous[0]?.id ?? null },
    });
  });
}
