import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { WorkType } from '@haoduo/contract';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { isPublicWork } from './works.queries';

/** What printing a picture book reads of a work (for the print-order module). */
const printColumns = {
  id: works.id,
  worksName: works.worksName,
  worksAuthor: works.worksAuthor,
  schoolId: works.schoolId,
  worksClassId: works.worksClassId,
  authorAccountId: works.authorAccountId,
  type: works.type,
  worksCoverPic: works.worksCoverPic,
  worksBackCoverPic: works.worksBackCoverPic,
  backgroundColor: works.backgroundColor,
  worksPageList: works.worksPageList,
  publishedAt: works.publishedAt,
  isPublic: sql<boolean>`${isPublicWork()}`,
};

export type TWorkForPrint = Awaited<ReturnType<typeof worksForPrint>>[number];

async function worksForPrint(db: TDb, where: SQL | undefined, limit = 200) {
  return db
    .select(printColumns)
    .from(works)
    .where(where)
    .orderBy(sql`${works.publishedAt} desc nulls last, ${works.id} desc`)
    .limit(limit);
}

/** One work, whatever its state (the caller decides whether it may be printed). */
export async function workForPrint(db: TDb, worksId: number): Promise<TWorkForPrint | null> {
  return (await worksForPrint(db, eq(works.id, worksId), 1))[0] ?? null;
}

const printable = (): SQL =>
  and(
    eq(works.type, WorkType.PICTURE_BOOK),
    isPublicWork(),
    sql`jsonb_array_length(${works.worksPageList}) > 0`,
  )!;

/** An author's public picture books with pages. */
export async function printableWorksOfAuthor(db: TDb, authorAccountId: number) {
  return worksForPrint(db, and(eq(works.authorAccountId, authorAccountId), printable()));
}

/** A class's public picture books with pages (or the listed ones of them). */
export async function printableWorksOfClass(db: TDb, classId: number, ids?: number[]) {
  return worksForPrint(
    db,
    and(eq(works.worksClassId, classId), printable(), ids ? inArray(works.id, ids) : undefined),
  );
}
