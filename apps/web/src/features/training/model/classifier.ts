import type {
  TClassifierHead,
  TDenseLayer,
  TTrainingExample,
  TTrainOptions,
  TTrainProgress,
} from './classifier-types';
import { seededRandom, shuffleInPlace } from './random';

/**
 * The trainable part of every lab: a small neural network (one softmax layer, or one hidden
 * ReLU layer and a softmax layer) trained with Adam on standardised features. Plain
 * TypeScript, so it runs the same in a web worker, in tests and in benchmarks.
 */

export const DEFAULT_TRAIN_OPTIONS: TTrainOptions = {
  hidden: 0,
  epochs: 40,
  learningRate: 0.01,
  batchSize: 16,
  l2: 0.0005,
  seed: 7,
};

interface TLayerState {
  layer: { inputs: number; outputs: number; weights: Float32Array; bias: Float32Array };
  gradW: Float32Array;
  gradB: Float32Array;
  m: Float32Array[];
  v: Float32Array[];
}

function standardiser(examples: TTrainingExample[], width: number) {
  const mean = new Array<number>(width).fill(0);
  const scale = new Array<number>(width).fill(0);
  for (const { features } of examples) for (let i = 0; i < width; i++) mean[i]! += features[i]!;
  for (let i = 0; i < width; i++) mean[i]! /= examples.length;
  for (const { features } of examples) {
    for (let i = 0; i < width; i++) scale[i]! += (features[i]! - mean[i]!) ** 2;
  }
  // Dimensions that never change get scale 1, so they stay 0 after standardising.
  for (let i = 0; i < width; i++) scale[i] = Math.sqrt(scale[i]! / examples.length) || 1;
  return { mean, scale };
}

function newLayer(inputs: number, outputs: number, random: () => number): TLayerState {
  const limit = Math.sqrt(6 / (inputs + outputs));
  const weights = new Float32Array(inputs * outputs).map(() => (random() * 2 - 1) * limit);
  const bias = new Float32Array(outputs);
  const zeros = () => [new Float32Array(inputs * outputs), new Float32Array(outputs)];
  return {
    layer: { inputs, outputs, weights, bias },
    gradW: new Float32Array(inputs * outputs),
    gradB: new Float32Array(outputs),
    m: zeros(),
    v: zeros(),
  };
}

/** Dense layer forward: out = x·W + b (ReLU when `relu`). */
function dense(
  layer: { inputs: number; outputs: number; weights: ArrayLike<number>; bias: ArrayLike<number> },
  x: ArrayLike<number>,
  relu: boolean,
): Float32Array {
  const { inputs, outputs, weights } = layer;
  const out = Float32Array.from(layer.bias as ArrayLike<number>);
  for (let i = 0; i < inputs; i++) {
    const xi = x[i]!;
    if (xi === 0) continue;
    const row = i * outputs;
    for (let o = 0; o < outputs; o++) out[o] = out[o]! + xi * weights[row + o]!;
  }
  if (relu) for (let o = 0; o < outputs; o++) if (out[o]! < 0) out[o] = 0;
  return out;
}

function softmaxInPlace(values: Float32Array): Float32Array {
  let max = -Infinity;
  for (const v of values) max = Math.max(max, v);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    values[i] = Math.exp(values[i]! - max);
    sum += values[i]!;
  }
  for (let i = 0; i < values.length; i++) values[i]! /= sum;
  return values;
}

function standardise(head: Pick<TClassifierHead, 'mean' | 'scale'>, features: ArrayLike<number>) {
  const x = new Float32Array(head.mean.length);
  for (let i = 0; i < x.length; i++) x[i] = (features[i]! - head.mean[i]!) / head.scale[i]!;
  return x;
}

/** Class probabilities of one feature vector. */
export function predictProbabilities(head: TClassifierHead, features: ArrayLike<number>): number[] {
  let x: Float32Array = standardise(head, features);
  head.layers.forEach((layer, index) => {
    x = dense(layer, x, index < head.layers.length - 1);
  });
  return Array.from(softmaxInPlace(x));
}

function adamStep(state: TLayerState, step: number, options: TTrainOptions, batch: number) {
  const b1 = 0.9;
  const b2 = 0.999;
  const correction1 = 1 - b1 ** step;
  const correction2 = 1 - b2 ** step;
  const pairs: [Float32Array, Float32Array, number][] = [
    [state.layer.weights, state.gradW, 0],
    [state.layer.bias, state.gradB, 1],
  ];
  for (const [params, grads, slot] of pairs) {
    const m = state.m[slot]!;
    const v = state.v[slot]!;
    for (let i = 0; i < params.length; i++) {
      const decay = slot === 0 ? options.l2 * params[i]! : 0;
      const g = grads[i]! / batch + decay;
      m[i] = b1 * m[i]! + (1 - b1) * g;
      v[i] = b2 * v[i]! + (1 - b2) * g * g;
      params[i]! -=
        (options.learningRate * (m[i]! / correction1)) / (Math.sqrt(v[i]! / correction2) + 1e-8);
    }
    grads.fill(0);
  }
}

/** Forward and backward pass of one example; adds its gradients; returns loss and hit. */
function accumulate(states: TLayerState[], x: Float32Array, label: number) {
  const activations: Float32Array[] = [x];
  states.forEach((state, index) => {
    activations.push(dense(state.layer, activations[index]!, index < states.length - 1));
  });
  const probs = softmaxInPlace(activations[activations.length - 1]!);
  let best = 0;
  for (let i = 1; i < probs.length; i++) if (probs[i]! > probs[best]!) best = i;
  const loss = -Math.log(Math.max(probs[label]!, 1e-9));
  let delta = Float32Array.from(probs);
  delta[label]! -= 1;
  for (let index = states.length - 1; index >= 0; index--) {
    const { layer, gradW, gradB } = states[index]!;
    const { inputs, outputs, weights } = layer;
    const input = activations[index]!;
    for (let o = 0; o < outputs; o++) gradB[o] = gradB[o]! + delta[o]!;
    const previous = index > 0 ? new Float32Array(inputs) : null;
    for (let i = 0; i < inputs; i++) {
      const xi = input[i]!;
      const row = i * outputs;
      if (xi !== 0)
        for (let o = 0; o < outputs; o++) gradW[row + o] = gradW[row + o]! + xi * delta[o]!;
      // The first layer passes nothing further down; ReLU below: no gradient where it was off.
      if (!previous || xi <= 0) continue;
      let back = 0;
      for (let o = 0; o < outputs; o++) back += weights[row + o]! * delta[o]!;
      previous[i] = back;
    }
    if (previous) delta = previous;
  }
  return { loss, hit: best === label };
}

function toHead(labels: string[], norm: ReturnType<typeof standardiser>, states: TLayerState[]) {
  const layers: TDenseLayer[] = states.map(({ layer }) => ({
    inputs: layer.inputs,
    outputs: layer.outputs,
    weights: Array.from(layer.weights),
    bias: Array.from(layer.bias),
  }));
  return { labels, mean: norm.mean, scale: norm.scale, layers };
}

/**
 * Trains a head on the examples. `onEpoch` hears after every pass over the data; returning
 * `false` from it stops early (the head so far is returned).
 */
export function trainClassifier(
  examples: TTrainingExample[],
  labels: string[],
  partial: Partial<TTrainOptions> = {},
  onEpoch?: (progress: TTrainProgress) => unknown,
): TClassifierHead {
  const options = { ...DEFAULT_TRAIN_OPTIONS, ...partial };
  if (examples.length === 0) throw new Error('no training examples');
  const width = examples[0]!.features.length;
  const random = seededRandom(options.seed);
  const norm = standardiser(examples, width);
  const states =
    options.hidden > 0
      ? [newLayer(width, options.hidden, random), newLayer(options.hidden, labels.length, random)]
      : [newLayer(width, labels.length, random)];
  const data = examples.map((example) => ({
    x: standardise(norm, example.features),
    label: example.label,
  }));
  let step = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    shuffleInPlace(data, random);
    let loss = 0;
    let hits = 0;
    for (let start = 0; start < data.length; start += options.batchSize) {
      const batch = data.slice(start, start + options.batchSize);
      for (const { x, label } of batch) {
        const result = accumulate(states, x, label);
        loss += result.loss;
        if (result.hit) hits++;
      }
      step++;
      for (const state of states) adamStep(state, step, options, batch.length);
    }
    const progress = {
      epoch,
      epochs: options.epochs,
      loss: loss / data.length,
      accuracy: hits / data.length,
    };
    if (onEpoch?.(progress) === false) break;
  }
  return toHead(labels, norm, states);
}
