import { randomBytes } from 'node:crypto';
import {
  maskName,
  TrainingClassLimit as L,
  TrainingLabKind,
  TrainingMessages as M,
  TrainingProjectStatus,
  type TTrainingClassProject,
  type TTrainingClassProjectCreateBody,
  type TTrainingClassProjectDetail,
  type TTrainingLabKind,
} from '@haoduo/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { trainingClassProjects, trainingClassSamples } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { deleteMediaRows, deleteStoredFiles, mediaKeysByIds, type TMediaUrls } from '../media';
import { closedClassIdsAmong, type TClassRow } from '../classes';
import { userNamesByIds } from '../identity';
import type { TProjectAccess, TProjectRow } from './training.policy';
import { deleteJson } from './training-files';

/** Class projects: open, samples in, one model out. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const newCategoryId = () => randomBytes(6).toString('hex');

export async function createClassProject(
  db: TDb,
  input: { cls: TClassRow; userId: number; body: TTrainingClassProjectCreateBody },
): Promise<TProjectRow> {
  const { cls, userId, body } = input;
  if (body.kind !== TrainingLabKind.MUSIC && body.categories.length < L.CATEGORIES_MIN) {
    throw badRequest(M.CATEGORIES_TOO_FEW, [
      { field: 'categories', message: M.CATEGORIES_TOO_FEW },
    ]);
  }
  return db.transaction(async (tx) => {
    // One teacher at a time per class, so the open-project count holds.
    await tx.execute(sql`select pg_advisory_xact_lock(${7_000_000 + cls.id})`);
    const [open] = await tx
      .select({ n: count() })
      .from(trainingClassProjects)
      .where(
        and(
          eq(trainingClassProjects.classId, cls.id),
          eq(trainingClassProjects.status, TrainingProjectStatus.OPEN),
        ),
      );
    if ((open?.n ?? 0) >= L.OPEN_PER_CLASS_MAX) throw conflict(M.TOO_MANY_OPEN);
    const [row] = await tx
      .insert(trainingClassProjects)
      .values({
        classId: cls.id,
        kind: body.kind,
        name: body.name,
        categories: body.categories.map((name) => ({ id: newCategoryId(), name })),
        createdByUserId: userId,
      })
      .returning();
    return row!;
  });
}

interface TCounts {
  /** categoryId → userId → samples */
  byCategory: Map<string, Map<number, number>>;
}

async function countsOf(db: TDb, projectIds: number[]): Promise<Map<number, TCounts>> {
  const result = new Map<number, TCounts>();
  if (projectIds.length === 0) return result;
  const rows = await db
    .select({
      projectId: trainingClassSamples.projectId,
      categoryId: trainingClassSamples.categoryId,
      userId: trainingClassSamples.userId,
      n: count(),
    })
    .from(trainingClassSamples)
    .where(inArray(trainingClassSamples.projectId, projectIds))
    .groupBy(
      trainingClassSamples.projectId,
      trainingClassSamples.categoryId,
      trainingClassSamples.userId,
    );
  for (const row of rows) {
    let counts = result.get(row.projectId);
    if (!counts) {
      counts = { byCategory: new Map() };
      result.set(row.projectId, counts);
    }
    let users = counts.byCategory.get(row.categoryId);
    if (!users) {
      users = new Map();
      counts.byCategory.set(row.categoryId, users);
    }
    users.set(row.userId, Number(row.n));
  }
  return result;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

function present(
  project: TProjectRow,
  cls: TClassRow,
  counts: TCounts | undefined,
  viewer: { userId: number; canManage: boolean },
  createdByName: string,
): TTrainingClassProject {
  const byCategory = counts?.byCategory ?? new Map<string, Map<number, number>>();
  const categories = project.categories.map((category) => {
    const people = byCategory.get(category.id) ?? new Map<number, number>();
    return {
      id: category.id,
      name: category.name,
      sampleCount: sum(people.values()),
      mySampleCount: people.get(viewer.userId) ?? 0,
    };
  });
  const contributors = new Set<number>();
  for (const people of byCategory.values()) for (const id of people.keys()) contributors.add(id);
  return {
    id: project.id,
    classId: project.classId,
    className: cls.courseClassName,
    kind: project.kind as TTrainingLabKind,
    name: project.name,
    status:
      project.status === TrainingProjectStatus.CLOSED
        ? TrainingProjectStatus.CLOSED
        : TrainingProjectStatus.OPEN,
    categories,
    sampleCount: sum(categories.map((c) => c.sampleCount)),
    mySampleCount: sum(categories.map((c) => c.mySampleCount)),
    contributorCount: contributors.size,
    hasModel: project.modelKey !== null,
    modelAccuracy: project.modelAccuracy,
    modelSavedAt: iso(project.modelSavedAt),
    createdByName,
    createdAt: project.createdAt.toISOString(),
    closedAt: iso(project.closedAt),
    canManage: viewer.canManage,
  };
}

export async function presentProjects(
  db: TDb,
  rows: TProjectRow[],
  cls: TClassRow,
  viewer: { userId: number; canManage: boolean },
): Promise<TTrainingClassProject[]> {
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await userNamesByIds(
    db,
    rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : [])),
  );
  return rows.map((row) =>
    present(
      row,
      cls,
      counts.get(row.id),
      viewer,
      (row.createdByUserId && names.get(row.createdByUserId)) || '',
    ),
  );
}

/** The class's projects, open ones first, newest first. */
export async function listClassProjects(
  db: TDb,
  input: { cls: TClassRow; userId: number; canManage: boolean },
): Promise<TTrainingClassProject[]> {
  const rows = await db
    .select()
    .from(trainingClassProjects)
    .where(eq(trainingClassProjects.classId, input.cls.id))
    .orderBy(desc(trainingClassProjects.status), desc(trainingClassProjects.id));
  return presentProjects(db, rows, input.cls, input);
}

/**
 * The project with every sample (pictures as signed links). Pupils see classmates' names
 * masked (张**); teachers see them in full.
 */
export async function classProjectDetail(
  db: TDb,
  urls: TMediaUrls,
  access: TProjectAccess,
): Promise<TTrainingClassProjectDetail> {
  const { project, cls, actor, canManage } = access;
  const viewer = { userId: actor.userId, canManage };
  const [presented] = await presentProjects(db, [project], cls, viewer);
  const samples = await db
    .select()
    .from(trainingClassSamples)
    .where(eq(trainingClassSamples.projectId, project.id))
    .orderBy(asc(trainingClassSamples.id));
  const keys = await mediaKeysByIds(
    db,
    samples.flatMap((sample) => (sample.mediaId === null ? [] : [sample.mediaId])),
  );
  const rows = samples.map((sample) => ({
    sample,
    key: sample.mediaId === null ? null : (keys.get(sample.mediaId) ?? null),
  }));
  const names = await userNamesByIds(
    db,
    rows.map((row) => row.sample.userId),
  );
  const nameOf = (userId: number) => {
    const name = names.get(userId) ?? '';
    return canManage || userId === actor.userId ? name : maskName(name);
  };
  const perPerson = new Map<number, number>();
  for (const row of rows) {
    perPerson.set(row.sample.userId, (perPerson.get(row.sample.userId) ?? 0) + 1);
  }
  return {
    project: presented!,
    samples: rows.map(({ sample, key }) => ({
      id: sample.id,
      categoryId: sample.categoryId,
      authorName: nameOf(sample.userId),
      mine: sample.userId === actor.userId,
      imageUrl: key ? urls.signedUrl(key) : null,
      keypoints: sample.keypoints ?? null,
      notes: sample.notes ?? null,
      createdAt: sample.createdAt.toISOString(),
    })),
    contributors: [...perPerson.entries()]
      .map(([userId, sampleCount]) => ({ name: nameOf(userId), sampleCount }))
      .sort((a, b) => b.sampleCount - a.sampleCount),
  };
}

export async function closeClassProject(db: TDb, project: TProjectRow): Promise<TProjectRow> {
  if (project.status === TrainingProjectStatus.CLOSED) throw conflict(M.PROJECT_ALREADY_CLOSED);
  const [row] = await db
    .update(trainingClassProjects)
    .set({ status: TrainingProjectStatus.CLOSED, closedAt: new Date() })
    .where(
      and(
        eq(trainingClassProjects.id, project.id),
        eq(trainingClassProjects.status, TrainingProjectStatus.OPEN),
      ),
    )
    .returning();
  if (!row) throw conflict(M.PROJECT_ALREADY_CLOSED);
  return row;
}

/**
 * Deletes class projects with everything they keep, so nothing is left behind: the sample
 * rows, the samples' pictures (media rows of purpose 'training', then their files) and the
 * model files. Rows go in one transaction; files after it (a failure is logged). Returns how
 * many projects went.
 */
export async function deleteClassProjects(
  db: TDb,
  storage: TStoragePort,
  projectIds: readonly number[],
  log?: FastifyBaseLogger,
): Promise<number> {
  if (projectIds.length === 0) return 0;
  const ids = [...projectIds];
  const { mediaKeys, modelKeys, deleted } = await db.transaction(async (tx) => {
    const pictures = await tx
      .select({ mediaId: trainingClassSamples.mediaId })
      .from(trainingClassSamples)
      .where(inArray(trainingClassSamples.projectId, ids));
    const mediaIds = pictures.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId]));
    // The samples go with their project (on delete cascade).
    const projects = await tx
      .delete(trainingClassProjects)
      .where(inArray(trainingClassProjects.id, ids))
      .returning({ modelKey: trainingClassProjects.modelKey });
    const gone = await deleteMediaRows(tx, mediaIds, 'training');
    return {
      mediaKeys: gone.flatMap((row) => [row.key, row.thumbKey]),
      modelKeys: projects.map((row) => row.modelKey),
      deleted: projects.length,
    };
  });
  await deleteStoredFiles(storage, mediaKeys, log);
  for (const key of modelKeys) await deleteJson(storage, key);
  return deleted;
}

/**
 * Classes are never deleted, only closed (status 99, final): the training projects of closed
 * classes are deleted with their pictures and models (run by the training routes every hour).
 */
export async function sweepClosedClassProjects(
  db: TDb,
  storage: TStoragePort,
  log?: FastifyBaseLogger,
): Promise<number> {
  const classes = await db
    .selectDistinct({ classId: trainingClassProjects.classId })
    .from(trainingClassProjects);
  const closed = await closedClassIdsAmong(
    db,
    classes.map((row) => row.classId),
  );
  const rows =
    closed.length === 0
      ? []
      : await db
          .select({ id: trainingClassProjects.id })
          .from(trainingClassProjects)
          .where(inArray(trainingClassProjects.classId, closed));
  return deleteClassProjects(
    db,
    storage,
    rows.map((row) => row.id),
    log,
  );
}
