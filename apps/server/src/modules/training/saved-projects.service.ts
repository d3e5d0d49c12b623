import {
  TrainingSavedLimit as S,
  TrainingMessages as M,
  type TTrainingLabKind,
  type TTrainingModelAnswer,
  type TTrainingSavedDetail,
  type TTrainingSavedSaveBody,
  type TTrainingSavedSummary,
} from '@haoduo/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { trainingSavedProjects } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { deleteJson, readJson, readModel, writeJson } from './training-files';

/**
 * A person's own saved training projects, saved and reopened as the pupil's work. No work
 * type fits a training project (samples with their features and a model), so they are kept
 * here, one JSON file each in the storage port.
 */
type TSavedRow = typeof trainingSavedProjects.$inferSelect;

export const savedModelId = (id: number) => `saved:${id}`;

function present(row: TSavedRow): TTrainingSavedSummary {
  return {
    id: row.id,
    kind: row.kind as TTrainingLabKind,
    name: row.name,
    sampleCount: row.sampleCount,
    hasModel: row.modelKey !== null,
    size: row.size,
    modelId: savedModelId(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function ownRow(db: TDb, userId: number, id: number): Promise<TSavedRow> {
  const [row] = await db
    .select()
    .from(trainingSavedProjects)
    .where(and(eq(trainingSavedProjects.id, id), eq(trainingSavedProjects.userId, userId)))
    .limit(1);
  // Someone else's project answers as missing: its existence is not the caller's business.
  if (!row) throw notFound(M.SAVED_NOT_FOUND);
  return row;
}

/** Saves a new project or over one's own; files are written first and the old ones removed after. */
export async function saveTrainingProject(
  db: TDb,
  storage: TStoragePort,
  input: { userId: number; body: TTrainingSavedSaveBody },
): Promise<TTrainingSavedSummary> {
  const { userId, body } = input;
  const previous = body.id ? await ownRow(db, userId, body.id) : null;
  if (previous && previous.kind !== body.kind) throw notFound(M.SAVED_NOT_FOUND);
  const projectKey = await writeJson(
    storage,
    'projects',
    body.project,
    S.PROJECT_BYTES_MAX,
    M.SAVED_TOO_LARGE,
  );
  let modelKey: string | null = null;
  try {
    modelKey = body.model
      ? await writeJson(storage, 'models', body.model, S.PROJECT_BYTES_MAX, M.SAVED_TOO_LARGE)
      : null;
    const size = Buffer.byteLength(JSON.stringify(body.project));
    const row = await db.transaction(async (tx) => {
      if (previous) {
        const [updated] = await tx
          .update(trainingSavedProjects)
          .set({
            name: body.name,
            projectKey,
            modelKey,
            size,
            sampleCount: body.sampleCount,
            updatedAt: new Date(),
          })
          .where(eq(trainingSavedProjects.id, previous.id))
          .returning();
        return updated!;
      }
      const [mine] = await tx
        .select({ n: count() })
        .from(trainingSavedProjects)
        .where(eq(trainingSavedProjects.userId, userId));
      if ((mine?.n ?? 0) >= S.PROJECTS_MAX) throw conflict(M.SAVED_TOO_MANY);
      const [created] = await tx
        .insert(trainingSavedProjects)
        .values({
          userId,
          kind: body.kind,
          name: body.name,
          projectKey,
          modelKey,
          size,
          sampleCount: body.sampleCount,
        })
        .returning();
      return created!;
    });
    if (previous) {
      await deleteJson(storage, previous.projectKey);
      await deleteJson(storage, previous.modelKey);
    }
    return present(row);
  } catch (error) {
    await deleteJson(storage, projectKey);
    await deleteJson(storage, modelKey);
    throw error;
  }
}

export async function listTrainingProjects(
  db: TDb,
  input: { userId: number; kind?: TTrainingLabKind },
): Promise<TTrainingSavedSummary[]> {
  const rows = await db
    .select()
    .from(trainingSavedProjects)
    .where(
      and(
        eq(trainingSavedProjects.userId, input.userId),
        input.kind ? eq(trainingSavedProjects.kind, input.kind) : undefined,
      ),
    )
    .orderBy(desc(trainingSavedProjects.updatedAt), desc(trainingSavedProjects.id));
  return rows.map(present);
}

export async function openTrainingProject(
  db: TDb,
  storage: TStoragePort,
  input: { userId: number; id: number },
): Promise<TTrainingSavedDetail> {
  const row = await ownRow(db, input.userId, input.id);
  const project = await readJson<Record<string, unknown>>(storage, row.projectKey);
  if (!project) throw notFound(M.SAVED_NOT_FOUND);
  return { summary: present(row), project };
}

export async function deleteTrainingProject(
  db: TDb,
  storage: TStoragePort,
  input: { userId: number; id: number },
): Promise<void> {
  const row = await ownRow(db, input.userId, input.id);
  await db.delete(trainingSavedProjects).where(eq(trainingSavedProjects.id, row.id));
  await deleteJson(storage, row.projectKey);
  await deleteJson(storage, row.modelKey);
}

/** The model of one's own saved project, for a smart app that names it (not its samples). */
export async function savedProjectModel(
  db: TDb,
  storage: TStoragePort,
  input: { userId: number; id: number },
): Promise<TTrainingModelAnswer> {
  const row = await ownRow(db, input.userId, input.id);
  const model = await readModel(storage, row.modelKey, M.SAVED_MODEL_NONE);
  return {
    kind: row.kind as TTrainingLabKind,
    name: row.name,
    model,
    savedAt: row.updatedAt.toISOString(),
  };
}
