import type { TClassifierHead } from '../model/classifier-types';
import type {
  TFeatureResult,
  TPredictResult,
  TTrainPhase,
  TTrainRequest,
  TTrainResult,
  TVisionEvent,
  TVisionKind,
  TVisionRequest,
} from './vision-protocol';
import type { TTrainProgress } from '../model/classifier-types';

type TPending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: (phase: TTrainPhase, progress: TTrainProgress) => void;
};

/** The page's handle on the vision worker: each request a promise. */
export interface TVisionClient {
  init(kind: TVisionKind): Promise<{ backend: string }>;
  features(image: ImageData): Promise<TFeatureResult>;
  train(
    request: TTrainRequest,
    onProgress: (phase: TTrainPhase, progress: TTrainProgress) => void,
  ): Promise<TTrainResult>;
  setHead(head: TClassifierHead | null): Promise<void>;
  predict(image: ImageData): Promise<TPredictResult>;
  dispose(): void;
}

export function createVisionClient(): TVisionClient {
  const worker = new Worker(new URL('./vision.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, TPending>();
  let nextId = 1;

  worker.onmessage = (event: MessageEvent<TVisionEvent>) => {
    const message = event.data;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === 'progress') {
      entry.onProgress?.(message.phase, message.progress);
      return;
    }
    pending.delete(message.id);
    if (message.type === 'result') entry.resolve(message.value);
    else entry.reject(new Error(message.message));
  };
  worker.onerror = (event) => {
    const error = new Error(event.message || 'worker failed');
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  function send<T>(request: TVisionRequest, onProgress?: TPending['onProgress']): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
      const transfer = 'image' in request ? [request.image.data.buffer] : [];
      worker.postMessage({ ...request, id }, transfer);
    });
  }

  return {
    init: (kind) => send({ type: 'init', kind }),
    features: (image) => send({ type: 'features', image }),
    train: (request, onProgress) => send({ type: 'train', request }, onProgress),
    setHead: (head) => send({ type: 'set-head', head }),
    predict: (image) => send({ type: 'predict', image }),
    dispose: () => {
      worker.terminate();
      for (const entry of pending.values()) entry.reject(new Error('worker stopped'));
      pending.clear();
    },
  };
}
