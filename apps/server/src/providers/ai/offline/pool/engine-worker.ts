import { parentPort } from 'node:worker_threads';
import { createOfflineColouring } from '../colouring/offline-colouring';
import { createOfflineImage } from '../image/offline-image';
import { createOfflineModel3d } from '../model3d/offline-model3d';
import { createOfflineMusic } from '../music/offline-music';
import { createOfflineVideo } from '../video/offline-video';
import { errorToWire, revive, type TEngineReply, type TEngineTask } from './wire';

/**
 * One engine worker of the pool (engine-pool.ts): runs the offline drawing, colouring,
 * music, video and 3D engines off the server's event loop, one task at a time.
 * Built as dist/ai-engine-worker.js beside the bundled server; run through tsx from sources.
 */

const engines = {
  image: createOfflineImage(),
  colouring: createOfflineColouring(),
  music: createOfflineMusic(),
  video: createOfflineVideo(),
  model3d: createOfflineModel3d(),
};

if (!parentPort) throw new Error('engine-worker runs only as a worker thread');
const port = parentPort;

port.on('message', async (task: TEngineTask) => {
  let reply: TEngineReply;
  try {
    const engine = engines[task.capability] as unknown as Record<
      string,
      (request: unknown) => Promise<unknown>
    >;
    const method = engine[task.method];
    if (typeof method !== 'function')
      throw new Error(`no method ${task.capability}.${task.method}`);
    reply = { id: task.id, result: await method.call(engine, revive(task.request)) };
  } catch (error) {
    reply = { id: task.id, error: errorToWire(error) };
  }
  port.postMessage(reply);
});
