import {
  formatMessage,
  TrainingClassLimit as L,
  TrainingLabKind,
  TrainingMessages as M,
  TrainingProjectStatus,
  type TTrainingAddSamplesBody,
  type TTrainingLabKind,
  type TTrainingSampleInput,
} from '@haoduo/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { trainingClassProjects, trainingClassSamples } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { deleteMediaRows, deleteStoredFiles, sniffMedia, storeMedia } from '../media';
import type { TProjectAccess } from './training.policy';

/** The samples of class projects: checked, stored (pictures as media files), deleted. */

const DATA_URL = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The picture of an image sample, checked (format, bytes, size) before anything is stored. */
function pictureOf(sample: TTrainingSampleInput, index: number): Buffer {
  const field = `samples.${index}.image`;
  if (!sample.image) throw badRequest(M.IMAGE_REQUIRED, [{ field, message: M.IMAGE_REQUIRED }]);
  const match = DATA_URL.exec(sample.image);
  if (!match) throw badRequest(M.IMAGE_NOT_DATA, [{ field, message: M.IMAGE_NOT_DATA }]);
  const buffer = Buffer.from(match[2]!, 'base64');
  if (buffer.length > L.IMAGE_BYTES_MAX) {
    throw badRequest(M.IMAGE_TOO_LARGE, [{ field, message: M.IMAGE_TOO_LARGE }]);
  }
  const sniffed = sniffMedia(buffer);
  if (!sniffed || sniffed.kind !== 'image' || sniffed.width === null || sniffed.height === null) {
    throw badRequest(M.IMAGE_NOT_DATA, [{ field, message: M.IMAGE_NOT_DATA }]);
  }
  if (sniffed.width > L.IMAGE_SIDE_MAX || sniffed.height > L.IMAGE_SIDE_MAX) {
    throw badRequest(M.IMAGE_TOO_WIDE, [{ field, message: M.IMAGE_TOO_WIDE }]);
  }
  return buffer;
}

/** Each sample carries exactly what its lab needs. */
function checkSample(kind: TTrainingLabKind, sample: TTrainingSampleInput, index: number) {
  const wrong = () =>
    badRequest(M.SAMPLE_WRONG_KIND, [{ field: `samples.${index}`, message: M.SAMPLE_WRONG_KIND }]);
  if (kind === TrainingLabKind.IMAGE) {
    if (sample.keypoints || sample.notes) throw wrong();
  } else if (kind === TrainingLabKind.POSTURE) {
    if (sample.image || sample.notes) throw wrong();
    if (!sample.keypoints) {
      throw badRequest(M.POSE_REQUIRED, [
        { field: `samples.${index}.keypoints`, message: M.POSE_REQUIRED },
      ]);
    }
  } else {
    if (sample.image || sample.keypoints) throw wrong();
    if (!sample.notes) {
      throw badRequest(M.NOTES_REQUIRED, [
        { field: `samples.${index}.notes`, message: M.NOTES_REQUIRED },
      ]);
    }
  }
}

/**
 * Adds samples as the caller. The project row is locked while the limits are checked and the
 * rows written; pictures are stored as media files of purpose 'training' (deleted again if
 * anything fails).
 */
export async function addClassSamples(
  db: TDb,
  storage: TStoragePort,
  input: { access: TProjectAccess; body: TTrainingAddSamplesBody },
): Promise<number> {
  const { project, actor } = input.access;
  const kind = project.kind as TTrainingLabKind;
  const categoryIds = new Set(project.categories.map((category) => category.id));
  const samples = input.body.samples;
  samples.forEach((sample, index) => {
    checkSample(kind, sample, index);
    if (!categoryIds.has(sample.categoryId)) {
      throw badRequest(M.CATEGORY_NOT_FOUND, [
        { field: `samples.${index}.categoryId`, message: M.CATEGORY_NOT_FOUND },
      ]);
    }
  });
  const pictures =
    kind === TrainingLabKind.IMAGE ? samples.map((sample, index) => pictureOf(sample, index)) : [];
  const stored: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: trainingClassProjects.status })
        .from(trainingClassProjects)
        .where(eq(trainingClassProjects.id, project.id))
        .for('update');
      if (!locked) throw notFound(M.PROJECT_NOT_FOUND);
      if (locked.status !== TrainingProjectStatus.OPEN) throw conflict(M.PROJECT_CLOSED);
      const [totals] = await tx
        .select({
          all: count(),
          mine: sql<number>`count(*) filter (where ${trainingClassSamples.userId} = ${actor.userId})`,
        })
        .from(trainingClassSamples)
        .where(eq(trainingClassSamples.projectId, project.id));
      const mine = Number(totals?.mine ?? 0);
      const all = Number(totals?.all ?? 0);
      if (mine + samples.length > L.SAMPLES_PER_PERSON_MAX) {
        throw conflict(
          formatMessage(M.SAMPLES_PER_PERSON, { max: L.SAMPLES_PER_PERSON_MAX, count: mine }),
        );
      }
      if (all + samples.length > L.SAMPLES_PER_PROJECT_MAX) {
        throw conflict(formatMessage(M.SAMPLES_PER_PROJECT, { max: L.SAMPLES_PER_PROJECT_MAX }));
      }
      const mediaIds: (number | null)[] = [];
      for (const picture of pictures) {
        const media = await storeMedia(tx, storage, {
          buffer: picture,
          ownerUserId: actor.userId,
          expectedKind: 'image',
          purpose: 'training',
        });
        stored.push(media.key, ...(media.thumbKey ? [media.thumbKey] : []));
        mediaIds.push(media.id);
      }
      await tx.insert(trainingClassSamples).values(
        samples.map((sample, index) => ({
          projectId: project.id,
          categoryId: sample.categoryId,
          userId: actor.userId,
          mediaId: mediaIds[index] ?? null,
          keypoints: sample.keypoints ?? null,
          notes: sample.notes ?? null,
        })),
      );
      return samples.length;
    });
  } catch (error) {
    await deleteStoredFiles(storage, stored);
    throw error;
  }
}

/** Deletes a sample: one's own, or any when the caller teaches the class. */
export async function deleteClassSample(
  db: TDb,
  storage: TStoragePort,
  input: { sampleId: number; userId: number; canManage: boolean; log?: FastifyBaseLogger },
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [sample] = await tx
      .select()
      .from(trainingClassSamples)
      .where(eq(trainingClassSamples.id, input.sampleId))
      .limit(1);
    if (!sample) throw notFound(M.SAMPLE_NOT_FOUND);
    if (!input.canManage && sample.userId !== input.userId) throw forbidden(M.SAMPLE_NOT_YOURS);
    await tx.delete(trainingClassSamples).where(eq(trainingClassSamples.id, sample.id));
    if (sample.mediaId === null) return [];
    const gone = await deleteMediaRows(tx, [sample.mediaId], 'training');
    return gone.flatMap((row) => [row.key, row.thumbKey]);
  });
  await deleteStoredFiles(storage, keys, input.log);
}

/** The project of a sample (to check the caller's rights before deleting it). */
export async function projectIdOfSample(db: TDb, sampleId: number): Promise<number> {
  const [row] = await db
    .select({ projectId: trainingClassSamples.projectId })
    .from(trainingClassSamples)
    .where(eq(trainingClassSamples.id, sampleId))
    .limit(1);
  if (!row) throw notFound(M.SAMPLE_NOT_FOUND);
  return row.projectId;
}
