import { randomBytes } from 'node:crypto';
import type { TTrainingModel, TTrainingVisionModel } from '@haoduo/contract';
import { AppError, notFound } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';

/**
 * Model files and saved projects as JSON files in the storage port under `training/`, with
 * random names that are never reused (rows keep only the key).
 */
const path = (key: string) => `training/${key}`;

export const isVisionModel = (model: TTrainingModel): model is TTrainingVisionModel =>
  'labels' in model;

/** Stores a value as JSON; 413 with `message` when it is bigger than `max` bytes. */
export async function writeJson(
  storage: TStoragePort,
  folder: 'models' | 'projects',
  value: unknown,
  max: number,
  message: string,
): Promise<string> {
  const body = Buffer.from(JSON.stringify(value));
  if (body.length > max) throw new AppError(413, message);
  const key = `${folder}/${randomBytes(16).toString('hex')}.json`;
  await storage.put(path(key), body, 'application/json');
  return key;
}

export async function readJson<T>(storage: TStoragePort, key: string): Promise<T | null> {
  const body = await storage.get(path(key));
  return body ? (JSON.parse(body.toString('utf8')) as T) : null;
}

/** A stored model; 404 with `missing` when there is none (no key, or the file is gone). */
export async function readModel(
  storage: TStoragePort,
  key: string | null,
  missing: string,
): Promise<TTrainingModel> {
  const model = key ? await readJson<TTrainingModel>(storage, key) : null;
  if (!model) throw notFound(missing);
  return model;
}

/** Deletes a stored file; a failure is not the caller's problem (the row is gone already). */
export async function deleteJson(storage: TStoragePort, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(path(key));
  } catch {
    // a left-over file harms no one; the key is never reused
  }
}

export const byteSize = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
