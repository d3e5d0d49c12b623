import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TAiPortMap } from '../../ports';
import { AiProviderError, throwIfAborted } from '../../shared/ai-error';
import {
  errorFromWire,
  POOLED_METHODS,
  revive,
  type TEngineReply,
  type TEngineTask,
  type TPooledCapability,
} from './wire';

/**
 * A small pool of worker threads for the CPU-heavy offline engines (drawing, colouring,
 * music, video, 3D), so that a drawing (~0.5 s of CPU) never blocks the server's event loop.
 * Workers start on the first task and each runs one task at a time; tasks wait in order.
 * Results are the engines' own (deterministic for prompt, seed and options).
 *
 * The worker script: from the sources (tsx, vitest) it is engine-worker.ts run with tsx's
 * loader; in the bundled server it is dist/ai-engine-worker.js beside dist/main.js
 * (scripts/build.mjs builds both).
 */

export interface TEnginePool {
  readonly size: number;
  run(capability: TPooledCapability, method: string, request: object): Promise<unknown>;
  /** Tasks not yet finished (queued or running). */
  pending(): number;
  close(): Promise<void>;
}

/** AI_WORKERS unset: one worker per core but one (the event loop keeps a core), at least 1. */
export function defaultWorkerCount(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

// From the sources: a CommonJS bootstrap registers tsx's loader, then imports the .ts entry.
const TSX_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi)
  .then((tsx) => { tsx.register(); return import(workerData.entry); })
  .catch((error) => { setImmediate(() => { throw error; }); });
`;

function startEngineWorker(): Worker {
  const here = import.meta.url;
  // No loaders of the parent (tsx, test runners) are inherited: the worker sets up its own.
  if (/\.ts$/.test(new URL(here).pathname)) {
    // tsx/esm/api's ES module build (its CommonJS build cannot be imported from a worker).
    const tsxApi = createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs');
    return new Worker(TSX_BOOTSTRAP, {
      eval: true,
      execArgv: [],
      workerData: {
        tsxApi: pathToFileURL(tsxApi).href,
        entry: new URL('./engine-worker.ts', here).href,
      },
    });
  }
  // Bundled: this code is inside dist/main.js.
  return new Worker(new URL('./ai-engine-worker.js', here), { execArgv: [] });
}

interface TSlot {
  worker: Worker;
  task: (TEngineTask & TWaiting) | null;
}

interface TWaiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface TEnginePoolOptions {
  /** Workers at most (default: defaultWorkerCount()). */
  size?: number;
  /** Starts one worker (default: the engine worker); tests give workers that misbehave. */
  startWorker?: () => Worker;
}

export function createEnginePool(options: TEnginePoolOptions = {}): TEnginePool {
  const size = Math.max(1, options.size ?? defaultWorkerCount());
  const newWorker = options.startWorker ?? startEngineWorker;
  const slots: TSlot[] = [];
  const queue: (TEngineTask & TWaiting)[] = [];
  let nextId = 1;
  let closed = false;

  const startWorker = (): TSlot => {
    const worker = newWorker();
    const slot: TSlot = { worker, task: null };
    worker.unref();
    worker.on('message', (reply: TEngineReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = null;
      worker.unref();
      if ('error' in reply) task.reject(errorFromWire(reply.error));
      else task.resolve(revive(reply.result));
      dispatch();
    });
    const lost = (reason: string) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const task = slot.task;
      slot.task = null;
      if (task) task.reject(new AiProviderError('failed', `engine worker ${reason}`));
      if (!closed) dispatch();
    };
    worker.on('error', (error) => lost(`failed: ${error.message}`));
    worker.on('exit', (code) => lost(`exited (${code})`));
    slots.push(slot);
    return slot;
  };

  function dispatch(): void {
    while (queue.length && !closed) {
      const slot =
        slots.find((s) => s.task === null) ?? (slots.length < size ? startWorker() : null);
      if (!slot) return;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      const { id, capability, method, request } = task;
      try {
        slot.worker.postMessage({ id, capability, method, request } satisfies TEngineTask);
      } catch (error) {
        slot.task = null;
        slot.worker.unref();
        task.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  return {
    size,
    async run(capability, method, request) {
      if (closed) throw new AiProviderError('failed', 'engine pool closed');
      // An AbortSignal cannot cross to a worker: it is checked before and after the task.
      const { signal, ...plain } = request as { signal?: AbortSignal };
      throwIfAborted(signal);
      const result = await new Promise<unknown>((resolve, reject) => {
        queue.push({ id: nextId++, capability, method, request: plain, resolve, reject });
        dispatch();
      });
      throwIfAborted(signal);
      return result;
    },
    pending() {
      return queue.length + slots.filter((s) => s.task).length;
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) {
        task.reject(new AiProviderError('failed', 'engine pool closed'));
      }
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}

/** The offline port of `capability` with its heavy methods run by the pool. */
export function pooledPort<C extends TPooledCapability>(
  local: TAiPortMap[C],
  pool: TEnginePool,
  capability: C,
): TAiPortMap[C] {
  const methods = Object.fromEntries(
    POOLED_METHODS[capability].map((method) => [
      method,
      (request: object) => pool.run(capability, method, request),
    ]),
  );
  return { ...local, ...methods } as TAiPortMap[C];
}
