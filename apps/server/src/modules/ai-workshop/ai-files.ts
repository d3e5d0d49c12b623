import { randomBytes } from 'node:crypto';
import { AI_FILE_URL_PREFIX } from '@haoduo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { aiFiles } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import type { TStoragePort } from '../../providers/storage/storage-port';

/**
 * Generated files. The bytes go to the storage port under `ai/<key>` while the job runs;
 * the row that makes a file servable is written in the transaction that records the job
 * done, so a job that fails or is taken over leaves nothing servable (and its bytes are
 * deleted). Keys carry 128 random bits: the URL is the capability, like a private share
 * link, so <img>, <audio> and <video> load them without a signature.
 */

export interface TStoredFile {
  key: string;
  mime: string;
  size: number;
}

const EXTENSIONS = {
  'image/png': 'png',
  'audio/wav': 'wav',
  'audio/midi': 'mid',
  'video/webm': 'webm',
  'text/html': 'html',
  // Older 3D results were glTF JSON; new ones are binary glTF.
  'model/gltf+json': 'gltf',
  'model/gltf-binary': 'glb',
} as const;
export type TAiFileMime = keyof typeof EXTENSIONS;

export const AI_FILE_KEY = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f]{32}\.(png|wav|mid|webm|html|gltf|glb)$/;

export const aiStoragePath = (key: string) => `ai/${key}`;
export const aiFileUrl = (key: string) => `${AI_FILE_URL_PREFIX}${key}`;

/** The key of one of our AI file URLs, else null. */
export function aiFileKeyOf(url: string): string | null {
  if (!url.startsWith(AI_FILE_URL_PREFIX)) return null;
  const key = url.slice(AI_FILE_URL_PREFIX.length).split('?')[0]!;
  return AI_FILE_KEY.test(key) ? key : null;
}

export async function putAiFile(
  storage: TStoragePort,
  body: Buffer,
  mime: TAiFileMime,
): Promise<TStoredFile> {
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `${folder}/${randomBytes(16).toString('hex')}.${EXTENSIONS[mime]}`;
  await storage.put(aiStoragePath(key), body, mime);
  return { key, mime, size: body.length };
}

/** Make stored files servable (in the transaction that records the job done). */
export async function recordAiFiles(
  db: TDb,
  files: readonly TStoredFile[],
  owner: { generationId: number; userId: number },
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(aiFiles).values(
    files.map((file) => ({
      key: file.key,
      mime: file.mime,
      size: file.size,
      generationId: owner.generationId,
      ownerUserId: owner.userId,
    })),
  );
}

export async function deleteAiFiles(
  storage: TStoragePort,
  keys: readonly string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(aiStoragePath(key));
    } catch (error) {
      log?.error({ err: error, key }, 'could not delete a generated file');
    }
  }
}

export async function findAiFile(db: TDb, key: string) {
  const [row] = await db.select().from(aiFiles).where(eq(aiFiles.key, key)).limit(1);
  return row ?? null;
}

/** The bytes of a servable file (null when it is not one of ours). */
export async function readAiFile(
  db: TDb,
  storage: TStoragePort,
  key: string,
): Promise<{ row: NonNullable<Awaited<ReturnType<typeof findAiFile>>>; body: Buffer } | null> {
  if (!AI_FILE_KEY.test(key)) return null;
  const row = await findAiFile(db, key);
  if (!row) return null;
  const body = await storage.get(aiStoragePath(key));
  return body ? { row, body } : null;
}
