import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../platform/db/database';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { keepGeneratedWork, type TKeptResult } from '../works';
import { aiFileUrl, aiStoragePath } from './ai-files';
import type { TStoredResult } from './generation-result';

/**
 * A finished result goes to its author's works by itself (the works domain keeps it as a
 * private draft named by the prompt). Runs in the transaction that records the generation
 * done, inside a savepoint: a result the works cannot keep is logged and the generation is
 * still done.
 */

export interface TFinishedGeneration {
  id: number;
  userId: number;
  accountId: number;
  accountType: number;
  schoolId: number;
  classId: number | null;
  prompt: string;
  ruleType: number;
  /** As asked (a lesson's tool sends its `lessonId`). */
  options?: Record<string, unknown> | null;
}

/** The lesson a generation was made for, when its tool was opened from one. */
function lessonIdOf(generation: TFinishedGeneration): number | null {
  const lessonId = generation.options?.lessonId;
  return typeof lessonId === 'number' ? lessonId : null;
}

async function read(storage: TStoragePort, key: string): Promise<Buffer> {
  const body = await storage.get(aiStoragePath(key));
  if (!body) throw new Error(`generated file ${key} is missing`);
  return body;
}

async function keptResultOf(storage: TStoragePort, result: TStoredResult): Promise<TKeptResult> {
  switch (result.tool) {
    case 'draw':
    case 'draw-color':
      return { kind: 'picture', image: await read(storage, result.image) };
    case 'music':
      return { kind: 'music', audio: await read(storage, result.audio) };
    case 'video':
      return {
        kind: 'video',
        video: await read(storage, result.video),
        poster: await read(storage, result.poster),
      };
    case 'code':
      return { kind: 'app', html: (await read(storage, result.html)).toString('utf8') };
    case 'model3d':
      return { kind: 'model3d', modelUrl: aiFileUrl(result.model) };
  }
}

export async function keepAsWork(
  tx: TDb,
  storage: TStoragePort,
  generation: TFinishedGeneration,
  result: TStoredResult,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await keepGeneratedWork(savepoint, storage, {
        generationId: generation.id,
        prompt: generation.prompt,
        toolType: generation.ruleType,
        author: generation,
        classId: generation.classId,
        lessonId: lessonIdOf(generation),
        result: await keptResultOf(storage, result),
      });
    });
  } catch (error) {
    log.error({ err: error, generationId: generation.id }, 'could not keep a result as a work');
  }
}
