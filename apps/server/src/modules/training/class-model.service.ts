import {
  TrainingClassLimit as L,
  TrainingLabKind,
  TrainingMessages as M,
  type TTrainingLabKind,
  type TTrainingModel,
  type TTrainingModelAnswer,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { trainingClassProjects } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';
import type { TProjectRow } from './training.policy';
import { deleteJson, isVisionModel, readModel, writeJson } from './training-files';

/** The one model of a class project, kept by the teacher (a JSON file in storage). */

/** The teacher keeps the class's trained model with the project (replacing an earlier one). */
export async function saveClassModel(
  db: TDb,
  storage: TStoragePort,
  input: { project: TProjectRow; model: TTrainingModel; accuracy: number | null | undefined },
): Promise<TProjectRow> {
  const { project, model } = input;
  const vision = isVisionModel(model);
  if (vision !== (project.kind !== TrainingLabKind.MUSIC)) throw badRequest(M.MODEL_INVALID);
  if (vision) {
    const names = project.categories.map((category) => category.name);
    const same =
      model.labels.length === names.length && model.labels.every((label, i) => label === names[i]);
    if (!same) throw badRequest(M.MODEL_LABELS_MISMATCH);
  }
  const key = await writeJson(storage, 'models', model, L.MODEL_BYTES_MAX, M.MODEL_TOO_LARGE);
  try {
    const [row] = await db
      .update(trainingClassProjects)
      .set({ modelKey: key, modelAccuracy: input.accuracy ?? null, modelSavedAt: new Date() })
      .where(eq(trainingClassProjects.id, project.id))
      .returning();
    if (project.modelKey) await deleteJson(storage, project.modelKey);
    return row!;
  } catch (error) {
    await deleteJson(storage, key);
    throw error;
  }
}

export async function readClassModel(
  storage: TStoragePort,
  project: TProjectRow,
): Promise<TTrainingModelAnswer> {
  if (!project.modelSavedAt) throw notFound(M.MODEL_NOT_SAVED);
  const model = await readModel(storage, project.modelKey, M.MODEL_NOT_SAVED);
  return {
    kind: project.kind as TTrainingLabKind,
    name: project.name,
    model,
    savedAt: project.modelSavedAt.toISOString(),
  };
}
