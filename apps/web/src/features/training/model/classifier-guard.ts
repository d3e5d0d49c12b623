import type { TClassifierHead, TDenseLayer } from './classifier-types';

/**
 * Checks of data read back from files and storage: whether a value is a classifier head the
 * labs can use. Apart from the file formats (storage/model-file.ts), which load when a pupil
 * exports or imports a file, since restoring a saved project needs it as well.
 */
export type TRecord = Record<string, unknown>;
export const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isNumbers = (value: unknown, length?: number): value is number[] =>
  Array.isArray(value) &&
  (length === undefined || value.length === length) &&
  value.every((item) => typeof item === 'number' && Number.isFinite(item));
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isLayer(value: unknown): value is TDenseLayer {
  if (!isRecord(value)) return false;
  const { inputs, outputs } = value;
  return (
    typeof inputs === 'number' &&
    typeof outputs === 'number' &&
    isNumbers(value.weights, inputs * outputs) &&
    isNumbers(value.bias, outputs)
  );
}

export function isClassifierHead(value: unknown): value is TClassifierHead {
  if (!isRecord(value) || !isStrings(value.labels) || !Array.isArray(value.layers)) return false;
  const layers = value.layers as unknown[];
  if (layers.length === 0 || !layers.every(isLayer)) return false;
  const width = (layers[0] as TDenseLayer).inputs;
  const last = layers[layers.length - 1] as TDenseLayer;
  const chained = layers.every(
    (layer, index) =>
      index === 0 || (layers[index - 1] as TDenseLayer).outputs === (layer as TDenseLayer).inputs,
  );
  return (
    chained &&
    last.outputs === value.labels.length &&
    isNumbers(value.mean, width) &&
    isNumbers(value.scale, width)
  );
}
