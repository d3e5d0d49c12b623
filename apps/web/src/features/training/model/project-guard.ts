import { isClassifierHead } from './classifier-guard';
import type { TVisionLabKind, TVisionProject } from './project';

type TRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSample(value: unknown, width: number | null): boolean {
  if (!isRecord(value)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.categoryId === 'string' &&
    typeof value.thumb === 'string' &&
    Array.isArray(value.features) &&
    (width === null || value.features.length === width) &&
    value.features.every((item) => typeof item === 'number')
  );
}

/** A saved or imported project of the given lab, checked field by field. */
export function asVisionProject(value: unknown, kind: TVisionLabKind): TVisionProject | null {
  if (!isRecord(value) || value.kind !== kind) return null;
  const { id, name, categories, samples, head } = value;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  if (!Array.isArray(categories) || categories.length < 2 || categories.length > 10) return null;
  const categoriesOk = categories.every(
    (category) =>
      isRecord(category) && typeof category.id === 'string' && typeof category.name === 'string',
  );
  if (!categoriesOk || !Array.isArray(samples)) return null;
  const width =
    isRecord(samples[0]) && Array.isArray(samples[0].features) ? samples[0].features.length : null;
  if (!samples.every((sample) => isSample(sample, width))) return null;
  if (head !== null && !isClassifierHead(head)) return null;
  return {
    id,
    kind,
    name,
    categories: categories as TVisionProject['categories'],
    samples: samples as TVisionProject['samples'],
    head: head as TVisionProject['head'],
    stale: value.stale === true,
    updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : Date.now(),
  };
}
