// Copies the training labs' model and runtime files from npm packages into public/models,
// so the server serves them same-origin and nothing is fetched from the internet at run time.
//   mobilenet-v2/      nsfwjs's MobileNetV2 (MIT), cut after its 1280-wide pooled features
//   movenet-lightning/ MoveNet SinglePose Lightning (Apache-2.0) as shipped by @vladmandic/human (MIT)
//   tfjs-wasm/         the WebAssembly binaries of @tensorflow/tfjs-backend-wasm (Apache-2.0)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(webRoot, 'package.json'));
const out = path.join(webRoot, 'public', 'models');

/** A package's folder, found as Node finds it (some packages do not export package.json). */
function packageDir(name) {
  for (const dir of require.resolve.paths(name) ?? []) {
    if (fs.existsSync(path.join(dir, name, 'package.json'))) return path.join(dir, name);
  }
  throw new Error(`package ${name} is not installed`);
}

/** Byte length of one stored weight (quantised weights take 1 or 2 bytes a value). */
function weightBytes(spec) {
  const count = spec.shape.reduce((a, b) => a * b, 1);
  const dtype = spec.quantization?.dtype ?? spec.dtype;
  const size = { uint8: 1, int8: 1, uint16: 2, int16: 2, float16: 2 }[dtype] ?? 4;
  return count * size;
}

function writeModel(dir, modelJson, weights) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'weights.bin'), weights);
  fs.writeFileSync(path.join(dir, 'model.json'), JSON.stringify(modelJson));
}

/** MobileNetV2 from nsfwjs's bundled layers model, keeping the layers up to `lastLayer`. */
function copyMobileNet(lastLayer) {
  const models = path.join(packageDir('nsfwjs'), 'dist', 'models', 'mobilenet_v2');
  const model = require(path.join(models, 'model.min.js'));
  const base64 = require(path.join(models, 'group1-shard1of1.min.js'));
  const data = Buffer.from(base64, 'base64');
  const config = model.modelTopology.model_config.config;
  const end = config.layers.findIndex((layer) => layer.name === lastLayer);
  if (end < 0) throw new Error(`MobileNetV2: no layer ${lastLayer}`);
  const kept = config.layers.slice(0, end + 1);
  const keptNames = new Set(kept.map((layer) => layer.name));
  config.layers = kept;
  config.output_layers = [[lastLayer, 0, 0]];
  delete model.modelTopology.training_config;

  const specs = model.weightsManifest.flatMap((group) => group.weights);
  const parts = [];
  const keptSpecs = [];
  let offset = 0;
  for (const spec of specs) {
    const bytes = weightBytes(spec);
    if (keptNames.has(spec.name.split('/')[0])) {
      keptSpecs.push(spec);
      parts.push(data.subarray(offset, offset + bytes));
    }
    offset += bytes;
  }
  if (offset !== data.length) throw new Error(`MobileNetV2: weights ${offset} != ${data.length}`);
  const weights = Buffer.concat(parts);
  model.format = 'layers-model';
  model.weightsManifest = [{ paths: ['weights.bin'], weights: keptSpecs }];
  writeModel(path.join(out, 'mobilenet-v2'), model, weights);
}

function copyMoveNet() {
  const models = path.join(packageDir('@vladmandic/human'), 'models');
  const model = JSON.parse(fs.readFileSync(path.join(models, 'movenet-lightning.json'), 'utf8'));
  const weights = fs.readFileSync(path.join(models, 'movenet-lightning.bin'));
  model.weightsManifest = model.weightsManifest.map((group) => ({
    ...group,
    paths: ['weights.bin'],
  }));
  writeModel(path.join(out, 'movenet-lightning'), model, weights);
}

function copyWasm() {
  const dist = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');
  const dir = path.join(out, 'tfjs-wasm');
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.wasm'))) {
    fs.copyFileSync(path.join(dist, file), path.join(dir, file));
  }
}

fs.rmSync(out, { recursive: true, force: true });
copyMobileNet('flatten_1');
copyMoveNet();
copyWasm();
console.log(`training models copied to ${path.relative(process.cwd(), out) || out}`);
