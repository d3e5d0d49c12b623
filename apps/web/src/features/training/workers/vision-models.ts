import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { loadLayersModel, type LayersModel } from '@tensorflow/tfjs-layers';
import type { TKeypoint } from '../model/pose';
import type { TVisionKind } from './vision-protocol';

/** Where the server serves the files copied by scripts/copy-models.mjs. */
export const MODELS_BASE = '/models/';

const MODEL_URL: Record<TVisionKind, string> = {
  image: `${MODELS_BASE}mobilenet-v2/model.json`,
  pose: `${MODELS_BASE}movenet-lightning/model.json`,
};

/** WebAssembly (SIMD where the browser has it) first; plain JavaScript if that fails. */
export async function startBackend(): Promise<string> {
  setWasmPaths(`${self.location.origin}${MODELS_BASE}tfjs-wasm/`);
  try {
    if (await tf.setBackend('wasm')) {
      await tf.ready();
      return 'wasm';
    }
  } catch {
    // fall through to the CPU backend
  }
  await tf.setBackend('cpu');
  await tf.ready();
  return 'cpu';
}

export type TVisionModel =
  { kind: 'image'; model: LayersModel } | { kind: 'pose'; model: GraphModel };

export async function loadVisionModel(kind: TVisionKind): Promise<TVisionModel> {
  const url = `${self.location.origin}${MODEL_URL[kind]}`;
  if (kind === 'image') {
    const model = await loadLayersModel(url);
    tf.tidy(() => model.predict(tf.zeros([1, 224, 224, 3])));
    return { kind, model };
  }
  const model = await loadGraphModel(url);
  tf.tidy(() => model.execute(tf.zeros([1, 192, 192, 3], 'int32')));
  return { kind, model };
}

function pixels(image: ImageData, dtype: 'float32' | 'int32'): tf.Tensor4D {
  const { width, height, data } = image;
  const rgb =
    dtype === 'int32' ? new Int32Array(width * height * 3) : new Float32Array(width * height * 3);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
    rgb[j] = data[i]!;
    rgb[j + 1] = data[i + 1]!;
    rgb[j + 2] = data[i + 2]!;
  }
  return tf.tensor4d(rgb, [1, height, width, 3], dtype);
}

/** MobileNetV2's 1280 pooled features of a 224 × 224 picture (pixels scaled to 0..1). */
export async function imageFeatures(model: LayersModel, image: ImageData): Promise<number[]> {
  const output = tf.tidy(() => {
    const input = tf.div(pixels(image, 'float32'), 255);
    return model.predict(input) as tf.Tensor;
  });
  const values = await output.data();
  output.dispose();
  return Array.from(values);
}

/** MoveNet's 17 body points of a 192 × 192 picture, x and y from 0 to 1. */
export async function bodyPoints(model: GraphModel, image: ImageData): Promise<TKeypoint[]> {
  const output = tf.tidy(() => model.execute(pixels(image, 'int32')) as tf.Tensor);
  const values = await output.data();
  output.dispose();
  const points: TKeypoint[] = [];
  for (let i = 0; i < 17; i++) {
    points.push({ y: values[i * 3]!, x: values[i * 3 + 1]!, score: values[i * 3 + 2]! });
  }
  return points;
}
