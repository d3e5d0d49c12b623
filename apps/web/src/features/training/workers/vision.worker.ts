/// <reference lib="webworker" />
import { DEFAULT_TRAIN_OPTIONS, predictProbabilities, trainClassifier } from '../model/classifier';
import type { TClassifierHead } from '../model/classifier-types';
import { crossValidatedProbabilities } from '../model/cross-validate';
import { poseFeatures } from '../model/pose';
import {
  bodyPoints,
  imageFeatures,
  loadVisionModel,
  startBackend,
  type TVisionModel,
} from './vision-models';
import type {
  TFeatureResult,
  TTrainRequest,
  TTrainResult,
  TVisionEvent,
  TVisionMessage,
} from './vision-protocol';

/**
 * The labs' worker: runs the frozen picture or body model (TensorFlow.js on WebAssembly) and
 * trains the small head, so the page stays responsive while it works.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
let vision: TVisionModel | null = null;
let head: TClassifierHead | null = null;

const post = (event: TVisionEvent) => scope.postMessage(event);

async function features(image: ImageData): Promise<TFeatureResult> {
  if (!vision) throw new Error('model not loaded');
  if (vision.kind === 'image') return { features: await imageFeatures(vision.model, image) };
  const keypoints = await bodyPoints(vision.model, image);
  return { features: poseFeatures(keypoints), keypoints };
}

function train(id: number, request: TTrainRequest): TTrainResult {
  const started = performance.now();
  const trained = trainClassifier(request.examples, request.labels, request.options, (progress) =>
    post({ type: 'progress', id, phase: 'train', progress }),
  );
  const trainMilliseconds = performance.now() - started;
  let heldOut: number[][] = [];
  if (request.check) {
    const folds = 4;
    // The quiz's models train half as long: they only need to be about as good.
    const epochs = Math.ceil((request.options.epochs ?? DEFAULT_TRAIN_OPTIONS.epochs) / 2);
    heldOut = crossValidatedProbabilities(
      request.examples,
      request.labels,
      { ...request.options, epochs },
      folds,
      (fold) =>
        post({
          type: 'progress',
          id,
          phase: 'check',
          progress: { epoch: fold, epochs: folds, loss: 0, accuracy: 0 },
        }),
    );
  }
  head = trained;
  return { head: trained, heldOut, trainMilliseconds, milliseconds: performance.now() - started };
}

async function handle(message: TVisionMessage): Promise<unknown> {
  switch (message.type) {
    case 'init': {
      const backend = await startBackend();
      vision = await loadVisionModel(message.kind);
      return { backend };
    }
    case 'features':
      return features(message.image);
    case 'train':
      return train(message.id, message.request);
    case 'set-head':
      head = message.head;
      return null;
    case 'predict': {
      const started = performance.now();
      const result = await features(message.image);
      const probabilities = head ? predictProbabilities(head, result.features) : [];
      return { ...result, probabilities, milliseconds: performance.now() - started };
    }
  }
}

scope.onmessage = (event: MessageEvent<TVisionMessage>) => {
  const message = event.data;
  handle(message).then(
    (value) => post({ type: 'result', id: message.id, value }),
    (error: unknown) =>
      post({
        type: 'error',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
