import type { TClassifierHead } from './classifier-types';
import type { TKeypoint } from './pose';

/** Limits of the image and posture labs. */
export const TrainingLimits = {
  MIN_CATEGORIES: 2,
  MAX_CATEGORIES: 10,
  /** Samples each category needs before training. */
  MIN_SAMPLES: 5,
  MAX_SAMPLES_PER_CATEGORY: 200,
  NAME_MAX: 20,
} as const;

export type TVisionLabKind = 'image' | 'pose';

export interface TCategory {
  id: string;
  name: string;
}

export interface TVisionSample {
  id: string;
  categoryId: string;
  /**
   * The sample's picture (data URL): for image samples the 224 px JPEG the extractor saw (what
   * the class gets when it is shared), for posture samples a 96 px one with the body points.
   */
  thumb: string;
  features: number[];
  keypoints?: TKeypoint[];
}

export interface TVisionProject {
  id: string;
  kind: TVisionLabKind;
  name: string;
  categories: TCategory[];
  samples: TVisionSample[];
  head: TClassifierHead | null;
  /** The samples changed after the last training. */
  stale: boolean;
  updatedAt: number;
}

export const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function newVisionProject(
  kind: TVisionLabKind,
  name: string,
  categoryNames: string[],
): TVisionProject {
  return {
    id: newId(),
    kind,
    name,
    categories: categoryNames.map((categoryName) => ({ id: newId(), name: categoryName })),
    samples: [],
    head: null,
    stale: false,
    updatedAt: Date.now(),
  };
}

const touched = (project: TVisionProject, changes: Partial<TVisionProject>): TVisionProject => ({
  ...project,
  ...changes,
  updatedAt: Date.now(),
});

export function addCategory(project: TVisionProject, name: string): TVisionProject {
  if (project.categories.length >= TrainingLimits.MAX_CATEGORIES) return project;
  return touched(project, {
    categories: [...project.categories, { id: newId(), name }],
    stale: project.head !== null,
  });
}

export function removeCategory(project: TVisionProject, categoryId: string): TVisionProject {
  if (project.categories.length <= TrainingLimits.MIN_CATEGORIES) return project;
  return touched(project, {
    categories: project.categories.filter((category) => category.id !== categoryId),
    samples: project.samples.filter((sample) => sample.categoryId !== categoryId),
    stale: project.head !== null,
  });
}

export function renameCategory(
  project: TVisionProject,
  categoryId: string,
  name: string,
): TVisionProject {
  return touched(project, {
    categories: project.categories.map((category) =>
      category.id === categoryId
        ? { ...category, name: name.slice(0, TrainingLimits.NAME_MAX) }
        : category,
    ),
  });
}

export function samplesOf(project: TVisionProject, categoryId: string): TVisionSample[] {
  return project.samples.filter((sample) => sample.categoryId === categoryId);
}

export function addSamples(project: TVisionProject, samples: TVisionSample[]): TVisionProject {
  const room = new Map(
    project.categories.map((category) => [
      category.id,
      TrainingLimits.MAX_SAMPLES_PER_CATEGORY - samplesOf(project, category.id).length,
    ]),
  );
  const kept = samples.filter((sample) => {
    const left = room.get(sample.categoryId) ?? 0;
    if (left <= 0) return false;
    room.set(sample.categoryId, left - 1);
    return true;
  });
  if (kept.length === 0) return project;
  return touched(project, { samples: [...project.samples, ...kept], stale: project.head !== null });
}

export function removeSamples(project: TVisionProject, sampleIds: string[]): TVisionProject {
  const drop = new Set(sampleIds);
  return touched(project, {
    samples: project.samples.filter((sample) => !drop.has(sample.id)),
    stale: project.head !== null,
  });
}

/** Why training cannot start yet, or null when it can. */
export function trainingBlocker(
  project: TVisionProject,
): { reason: 'names' | 'samples'; category?: string } | null {
  const names = project.categories.map((category) => category.name.trim());
  if (names.some((name) => !name) || new Set(names).size !== names.length) {
    return { reason: 'names' };
  }
  const short = project.categories.find(
    (category) => samplesOf(project, category.id).length < TrainingLimits.MIN_SAMPLES,
  );
  return short ? { reason: 'samples', category: short.name } : null;
}

/** The examples for training: each sample's features and its category's position. */
export function trainingExamples(project: TVisionProject) {
  const index = new Map(project.categories.map((category, position) => [category.id, position]));
  return project.samples
    .filter((sample) => index.has(sample.categoryId))
    .map((sample) => ({
      id: sample.id,
      features: sample.features,
      label: index.get(sample.categoryId)!,
    }));
}
