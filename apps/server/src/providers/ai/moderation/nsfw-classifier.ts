import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * Image moderation with nsfwjs (its MobileNetV2 model ships inside the npm package) on
 * TensorFlow.js's WebAssembly backend (its .wasm files ship inside its package too): no
 * download, ~150 ms per image on this machine (the pure-JS CPU backend takes 2-3 s).
 * The model runs in a worker thread so that classifying never blocks the server.
 */

export interface TNsfwPrediction {
  className: 'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy';
  probability: number;
}

export interface TImageClassifier {
  classify(image: Buffer): Promise<TNsfwPrediction[]>;
  close(): Promise<void>;
}

const INPUT = 224;

// Plain CommonJS run by the worker; paths of the packages come from the main thread so
// that the same code works from the sources and from the bundled server.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
// nsfwjs announces its model on the console; the server's log stays clean.
console.log = () => {};
console.info = () => {};
let model;
let tf;
const ready = (async () => {
  tf = await import(pathToFileURL(workerData.tfjs).href);
  const wasm = await import(pathToFileURL(workerData.wasm).href);
  wasm.setWasmPaths(workerData.wasmDir);
  await tf.setBackend('wasm');
  await tf.ready();
  const nsfw = await import(pathToFileURL(workerData.nsfwjs).href);
  model = await nsfw.load('MobileNetV2');
})();
ready.catch(() => {});
parentPort.on('message', async ({ id, pixels }) => {
  try {
    await ready;
    const input = tf.tensor3d(pixels, [${INPUT}, ${INPUT}, 3], 'int32');
    const predictions = await model.classify(input);
    input.dispose();
    parentPort.postMessage({ id, predictions });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

function esmOf(commonJsPath: string): string {
  const esm = commonJsPath.replace(`${path.sep}cjs${path.sep}`, `${path.sep}esm${path.sep}`);
  return existsSync(esm) ? esm : commonJsPath;
}

function packagePaths() {
  const require = createRequire(import.meta.url);
  const wasm = require.resolve('@tensorflow/tfjs-backend-wasm');
  return {
    tfjs: require.resolve('@tensorflow/tfjs'),
    wasm,
    wasmDir: `${path.dirname(wasm)}${path.sep}`,
    // nsfwjs's ES module build loads its bundled model ten times faster than its CommonJS one.
    nsfwjs: esmOf(require.resolve('nsfwjs')),
  };
}

/** Decodes PNG, JPEG or WebP and scales it to the model's 224x224 RGB input. */
export async function toModelInput(image: Buffer): Promise<Int32Array> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(INPUT, INPUT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, INPUT, INPUT);
  ctx.drawImage(decoded, 0, 0, INPUT, INPUT);
  const rgba = ctx.getImageData(0, 0, INPUT, INPUT).data;
  const rgb = new Int32Array(INPUT * INPUT * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4) {
    rgb[j++] = rgba[i]!;
    rgb[j++] = rgba[i + 1]!;
    rgb[j++] = rgba[i + 2]!;
  }
  return rgb;
}

export function createNsfwClassifier(): TImageClassifier {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (p: TNsfwPrediction[]) => void; reject: (e: Error) => void }
  >();

  const start = () => {
    const created = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: packagePaths(),
      // No loaders of the parent (tsx, test runners): the worker runs plain JavaScript.
      execArgv: [],
    });
    created.unref();
    created.on(
      'message',
      (message: { id: number; predictions?: TNsfwPrediction[]; error?: string }) => {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        if (message.predictions) waiting.resolve(message.predictions);
        else waiting.reject(new Error(message.error ?? 'classification failed'));
      },
    );
    const failAll = (error: Error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      worker = null;
    };
    created.on('error', failAll);
    created.on('exit', (code) => failAll(new Error(`classifier stopped (${code})`)));
    return created;
  };

  return {
    async classify(image) {
      const pixels = await toModelInput(image);
      worker ??= start();
      const id = nextId++;
      const active = worker;
      return new Promise<TNsfwPrediction[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        active.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
      });
    },
    async close() {
      const active = worker;
      worker = null;
      if (active) await active.terminate();
    },
  };
}
