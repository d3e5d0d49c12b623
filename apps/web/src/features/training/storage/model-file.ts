import { isClassifierHead, isNumbers, isRecord, type TRecord } from '../model/classifier-guard';
import type { TClassifierHead } from '../model/classifier-types';
import type { TVisionLabKind, TVisionProject } from '../model/project';
import type { TMelodyModel } from '../music/markov';

/**
 * The files a pupil exports: a trained model alone (to use in a smart app or share), or a
 * whole project with its samples (to move it to another computer). JSON, so a teacher can
 * open one and see what is inside.
 */
export const MODEL_FILE_FORMAT = 'haoduo-ai-model';
export const PROJECT_FILE_FORMAT = 'haoduo-ai-training-project';

/** The frozen model whose features a head was trained on: a head only works with its own. */
export const EXTRACTORS: Record<TVisionLabKind, string> = {
  image: 'mobilenet-v2-1280',
  pose: 'movenet-lightning-17',
};

export interface TVisionModelFile {
  format: typeof MODEL_FILE_FORMAT;
  version: 1;
  kind: TVisionLabKind;
  extractor: string;
  name: string;
  head: TClassifierHead;
  createdAt: string;
}

export interface TMusicModelFile {
  format: typeof MODEL_FILE_FORMAT;
  version: 1;
  kind: 'music';
  name: string;
  melodies: number[][];
  model: TMelodyModel;
  createdAt: string;
}

export type TModelFile = TVisionModelFile | TMusicModelFile;

export { isClassifierHead };

export function visionModelFile(project: TVisionProject): TVisionModelFile | null {
  if (!project.head) return null;
  return {
    format: MODEL_FILE_FORMAT,
    version: 1,
    kind: project.kind,
    extractor: EXTRACTORS[project.kind],
    name: project.name,
    head: project.head,
    createdAt: new Date().toISOString(),
  };
}

export function musicModelFile(
  name: string,
  melodies: number[][],
  model: TMelodyModel | null,
): TMusicModelFile | null {
  if (!model) return null;
  return {
    format: MODEL_FILE_FORMAT,
    version: 1,
    kind: 'music',
    name,
    melodies,
    model,
    createdAt: new Date().toISOString(),
  };
}

function isMelodyModel(value: unknown): value is TMelodyModel {
  if (!isRecord(value) || !isNumbers(value.notes)) return false;
  const size = value.notes.length;
  return (
    Array.isArray(value.counts) &&
    value.counts.length === size &&
    value.counts.every((row) => isNumbers(row, size)) &&
    isNumbers(value.starts, size) &&
    isNumbers(value.ends, size) &&
    typeof value.melodies === 'number'
  );
}

/** Reads an exported model file; null when the text is not one. */
export function parseModelFile(text: string): TModelFile | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.format !== MODEL_FILE_FORMAT || value.version !== 1) return null;
  const name = typeof value.name === 'string' ? value.name : '';
  const createdAt = typeof value.createdAt === 'string' ? value.createdAt : '';
  if (value.kind === 'music') {
    if (!isMelodyModel(value.model)) return null;
    const melodies = Array.isArray(value.melodies)
      ? value.melodies.filter((m) => isNumbers(m))
      : [];
    return {
      format: MODEL_FILE_FORMAT,
      version: 1,
      kind: 'music',
      name,
      melodies,
      model: value.model,
      createdAt,
    };
  }
  if (value.kind !== 'image' && value.kind !== 'pose') return null;
  if (value.extractor !== EXTRACTORS[value.kind] || !isClassifierHead(value.head)) return null;
  return {
    format: MODEL_FILE_FORMAT,
    version: 1,
    kind: value.kind,
    extractor: value.extractor,
    name,
    head: value.head,
    createdAt,
  };
}

export interface TProjectFile<T> {
  format: typeof PROJECT_FILE_FORMAT;
  version: 1;
  kind: TVisionLabKind | 'music';
  project: T;
}

export function projectFile<T>(kind: TVisionLabKind | 'music', project: T): TProjectFile<T> {
  return { format: PROJECT_FILE_FORMAT, version: 1, kind, project };
}

/** Reads an exported project file of the given lab; null when the text is not one. */
export function parseProjectFile(text: string, kind: TVisionLabKind | 'music'): TRecord | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || value.format !== PROJECT_FILE_FORMAT || value.kind !== kind)
      return null;
    return isRecord(value.project) ? value.project : null;
  } catch {
    return null;
  }
}

/** Offers a file to save, named after the project. */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A safe file name from what the pupil typed. */
export function fileNameOf(name: string, suffix: string): string {
  const base = name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40) || 'model';
  return `${base}.${suffix}.json`;
}
