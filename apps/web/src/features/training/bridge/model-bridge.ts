import { predictProbabilities } from '../model/classifier';
import type { TClassifierHead } from '../model/classifier-types';
import { argMax } from '../model/evaluate';
import type { TKeypoint } from '../model/pose';
import type { TVisionLabKind, TVisionProject } from '../model/project';
import { loadProject } from '../storage/project-db';
import { createVisionClient, type TVisionClient } from '../workers/vision-client';

/**
 * Lets a pupil's smart app (HTML in a sandboxed iframe) use a model trained in the image or
 * posture lab, through postMessage. The app asks with a model id and a picture; the page that
 * hosts the frame runs the model and answers. See README.md beside this file.
 */
export const BridgeMessage = {
  PREDICT: 'haoduo-model:predict',
  RESULT: 'haoduo-model:result',
} as const;

export interface TBridgeRequest {
  type: typeof BridgeMessage.PREDICT;
  id: string;
  modelId: string;
  image: ImageData;
}

export type TBridgeResult =
  | {
      type: typeof BridgeMessage.RESULT;
      id: string;
      ok: true;
      kind: TVisionLabKind;
      labels: string[];
      probabilities: number[];
      label: string;
      confidence: number;
      keypoints?: TKeypoint[];
    }
  | { type: typeof BridgeMessage.RESULT; id: string; ok: false; error: string };

export interface TBridgeModel {
  kind: TVisionLabKind;
  head: TClassifierHead;
}

/** Features of a picture for a lab kind (the vision worker in the browser). */
export type TFeatureSource = (
  kind: TVisionLabKind,
  image: ImageData,
) => Promise<{ features: number[]; keypoints?: TKeypoint[] }>;

export function isBridgeRequest(data: unknown): data is TBridgeRequest {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Record<string, unknown>;
  return (
    value.type === BridgeMessage.PREDICT &&
    typeof value.id === 'string' &&
    typeof value.modelId === 'string' &&
    typeof value.image === 'object' &&
    value.image !== null &&
    typeof (value.image as ImageData).width === 'number' &&
    (value.image as ImageData).data instanceof Uint8ClampedArray
  );
}

/** A trained model saved in this browser's lab projects, by project id. */
export async function savedModel(modelId: string): Promise<TBridgeModel | null> {
  const entry = await loadProject<TVisionProject>(modelId).catch(() => undefined);
  const project = entry?.project;
  if (!project?.head || (project.kind !== 'image' && project.kind !== 'pose')) return null;
  return { kind: project.kind, head: project.head };
}

/** Workers started on first use, one per kind, shared by every request. */
export function workerFeatures(): { features: TFeatureSource; dispose: () => void } {
  const clients = new Map<TVisionLabKind, Promise<TVisionClient>>();
  const clientFor = (kind: TVisionLabKind) => {
    let client = clients.get(kind);
    if (!client) {
      const created = createVisionClient();
      client = created.init(kind).then(() => created);
      clients.set(kind, client);
    }
    return client;
  };
  return {
    features: async (kind, image) => (await clientFor(kind)).features(image),
    dispose: () => {
      for (const client of clients.values()) void client.then((c) => c.dispose());
      clients.clear();
    },
  };
}

/** Answers one request. */
export async function answer(
  request: TBridgeRequest,
  loadModel: (modelId: string) => Promise<TBridgeModel | null>,
  features: TFeatureSource,
): Promise<TBridgeResult> {
  const base = { type: BridgeMessage.RESULT, id: request.id } as const;
  try {
    const model = await loadModel(request.modelId);
    if (!model) return { ...base, ok: false, error: 'model-not-found' };
    const result = await features(model.kind, request.image);
    const probabilities = predictProbabilities(model.head, result.features);
    const best = argMax(probabilities);
    return {
      ...base,
      ok: true,
      kind: model.kind,
      labels: model.head.labels,
      probabilities,
      label: model.head.labels[best]!,
      confidence: probabilities[best]!,
      keypoints: result.keypoints,
    };
  } catch {
    return { ...base, ok: false, error: 'prediction-failed' };
  }
}

/**
 * Serves the models to one frame until the returned function is called. Only messages from
 * that frame are answered, and only to it.
 */
export function connectModelBridge(
  frame: HTMLIFrameElement,
  options: {
    loadModel?: (modelId: string) => Promise<TBridgeModel | null>;
    features?: TFeatureSource;
  } = {},
): () => void {
  const workers = options.features ? null : workerFeatures();
  const features = options.features ?? workers!.features;
  const loadModel = options.loadModel ?? savedModel;
  const cache = new Map<string, Promise<TBridgeModel | null>>();
  const cachedModel = (modelId: string) => {
    let model = cache.get(modelId);
    if (!model) {
      model = loadModel(modelId);
      cache.set(modelId, model);
    }
    return model;
  };
  const onMessage = (event: MessageEvent) => {
    const target = frame.contentWindow;
    if (!target || event.source !== target || !isBridgeRequest(event.data)) return;
    void answer(event.data, cachedModel, features).then((result) =>
      target.postMessage(result, '*'),
    );
  };
  window.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('message', onMessage);
    workers?.dispose();
  };
}

/** The helper a smart app pastes into its HTML (shown in the lab's "use in a smart app"). */
export function bridgeSnippet(modelId: string): string {
  return `<script>
// 好多AI 模型助手：请AI工坊里训练的模型认一认图片
function askModel(picture) {
  // picture: 一个 <canvas>、<img> 或 <video>
  var canvas = document.createElement('canvas');
  canvas.width = picture.videoWidth || picture.naturalWidth || picture.width;
  canvas.height = picture.videoHeight || picture.naturalHeight || picture.height;
  canvas.getContext('2d').drawImage(picture, 0, 0, canvas.width, canvas.height);
  var image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  var id = String(Math.random());
  return new Promise(function (resolve) {
    window.addEventListener('message', function reply(event) {
      if (!event.data || event.data.type !== '${BridgeMessage.RESULT}' || event.data.id !== id) return;
      window.removeEventListener('message', reply);
      resolve(event.data); // { ok, label, confidence, labels, probabilities }
    });
    window.parent.postMessage(
      { type: '${BridgeMessage.PREDICT}', id: id, modelId: '${modelId}', image: image }, '*');
  });
}
// 例子：askModel(document.querySelector('video')).then(function (r) { console.log(r.label); });
</script>`;
}
