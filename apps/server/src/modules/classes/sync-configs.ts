import { BackOfficeMessages, type TSyncConfig } from '@haoduo/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { classSyncConfigs, courseClasses } from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import { loadClassFor } from './classes.admin';
import { assertOnSchool, type TClassActor } from './classes.policy';

/** Roster sync configs: a roster's grade and class name tied to a course class of the school. */

const select = (db: TDb) =>
  db
    .select({
      id: classSyncConfigs.id,
      schoolId: classSyncConfigs.schoolId,
      classId: classSyncConfigs.classId,
      courseClassName: courseClasses.courseClassName,
      rosterGradeName: classSyncConfigs.rosterGradeName,
      rosterClassName: classSyncConfigs.rosterClassName,
      createdAt: classSyncConfigs.createdAt,
    })
    .from(classSyncConfigs)
    .innerJoin(courseClasses, eq(courseClasses.id, classSyncConfigs.classId));

type TRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const present = (row: TRow): TSyncConfig => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listSyncConfigs(
  db: TDb,
  actor: TClassActor,
  query: { schoolId: number; classId?: number },
): Promise<TSyncConfig[]> {
  assertOnSchool(actor, query.schoolId, 'view');
  const rows = await select(db)
    .where(
      and(
        eq(classSyncConfigs.schoolId, query.schoolId),
        query.classId === undefined ? undefined : eq(classSyncConfigs.classId, query.classId),
      ),
    )
    .orderBy(asc(classSyncConfigs.rosterGradeName), asc(classSyncConfigs.rosterClassName));
  return rows.map(present);
}

/** The configs of a school by `grade\u0000class` (for an import). */
export async function syncConfigMap(db: TDb, schoolId: number): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(classSyncConfigs)
    .where(eq(classSyncConfigs.schoolId, schoolId));
  return new Map(rows.map((r) => [`${r.rosterGradeName}\u0000${r.rosterClassName}`, r.classId]));
}

export async function addSyncConfig(
  db: TDb,
  request: FastifyRequest,
  actor: TClassActor,
  body: { classId: number; rosterGradeName: string; rosterClassName: string },
): Promise<TSyncConfig> {
  const cls = await loadClassFor(db, actor, body.classId, 'administer');
  const [existing] = await db
    .select({ id: classSyncConfigs.id })
    .from(classSyncConfigs)
    .where(
      and(
        eq(classSyncConfigs.schoolId, cls.schoolId),
        eq(classSyncConfigs.rosterGradeName, body.rosterGradeName),
        eq(classSyncConfigs.rosterClassName, body.rosterClassName),
      ),
    )
    .limit(1);
  if (existing) throw conflict(BackOfficeMessages.SYNC_CONFIG_EXISTS);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classSyncConfigs)
      .values({ ...body, schoolId: cls.schoolId, createdBy: actor.userId })
      .returning();
    await recordChange(tx, request, {
      targetType: 'class_sync_config',
      targetId: row!.id,
      before: null,
      after: { ...body, schoolId: cls.schoolId },
    });
    return row!.id;
  });
  const [row] = await select(db).where(eq(classSyncConfigs.id, id));
  return present(row!);
}

export async function deleteSyncConfig(
  db: TDb,
  request: FastifyRequest,
  actor: TClassActor,
  id: number,
): Promise<void> {
  const [row] = await db.select().from(classSyncConfigs).where(eq(classSyncConfigs.id, id));
  if (!row) throw notFound(BackOfficeMessages.SYNC_CONFIG_NOT_FOUND);
  assertOnSchool(actor, row.schoolId, 'administer');
  await db.transaction(async (tx) => {
    await tx.delete(classSyncConfigs).where(eq(classSyncConfigs.id, id));
    await recordChange(tx, request, {
      targetType: 'class_sync_config',
      targetId: id,
      before: {
        classId: row.classId,
        rosterGradeName: row.rosterGradeName,
        rosterClassName: row.rosterClassName,
      },
      after: null,
    });
  });
}
