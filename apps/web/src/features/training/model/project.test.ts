import { describe, expect, it } from 'vitest';
import {
  addCategory,
  addSamples,
  newVisionProject,
  removeCategory,
  removeSamples,
  renameCategory,
  trainingBlocker,
  trainingExamples,
  TrainingLimits,
  type TVisionSample,
} from './project';
import { mergeProject } from './merge-project';

const sample = (categoryId: string, n: number): TVisionSample => ({
  id: `${categoryId}-${n}`,
  categoryId,
  thumb: '',
  features: [n],
});

describe('vision project', () => {
  it('keeps between 2 and 10 categories', () => {
    let project = newVisionProject('image', 'p', ['A', 'B']);
    const first = project.categories[0]!.id;
    expect(removeCategory(project, first)).toBe(project);
    for (let i = 0; i < 12; i++) project = addCategory(project, `C${i}`);
    expect(project.categories).toHaveLength(TrainingLimits.MAX_CATEGORIES);
    project = removeCategory(project, first);
    expect(project.categories).toHaveLength(9);
  });

  it('needs names, different names, and 5 samples a category before training', () => {
    let project = newVisionProject('image', 'p', ['猫', '狗']);
    const [cat, dog] = project.categories.map((category) => category.id) as [string, string];
    expect(trainingBlocker(renameCategory(project, cat, ' '))).toEqual({ reason: 'names' });
    expect(trainingBlocker(renameCategory(project, cat, '狗'))).toEqual({ reason: 'names' });
    project = addSamples(
      project,
      [1, 2, 3, 4, 5].map((n) => sample(cat, n)),
    );
    expect(trainingBlocker(project)).toEqual({ reason: 'samples', category: '狗' });
    project = addSamples(
      project,
      [1, 2, 3, 4, 5].map((n) => sample(dog, n)),
    );
    expect(trainingBlocker(project)).toBeNull();
    expect(trainingExamples(project).map((example) => example.label)).toEqual([
      0, 0, 0, 0, 0, 1, 1, 1, 1, 1,
    ]);
  });

  it('marks a trained model stale when samples change', () => {
    let project = newVisionProject('pose', 'p', ['A', 'B']);
    const a = project.categories[0]!.id;
    project = { ...project, head: { labels: [], mean: [], scale: [], layers: [] } };
    project = addSamples(project, [sample(a, 1)]);
    expect(project.stale).toBe(true);
    project = removeSamples({ ...project, stale: false }, [`${a}-1`]);
    expect(project.stale).toBe(true);
    expect(project.samples).toHaveLength(0);
  });

  it('drops samples of a removed category and stops at the per-category limit', () => {
    let project = newVisionProject('image', 'p', ['A', 'B', 'C']);
    const [a, , c] = project.categories.map((category) => category.id) as [string, string, string];
    const many = Array.from({ length: TrainingLimits.MAX_SAMPLES_PER_CATEGORY + 5 }, (_, n) =>
      sample(a, n),
    );
    project = addSamples(project, [...many, sample(c, 1)]);
    expect(project.samples).toHaveLength(TrainingLimits.MAX_SAMPLES_PER_CATEGORY + 1);
    project = removeCategory(project, c);
    expect(project.samples.every((item) => item.categoryId === a)).toBe(true);
  });
});

describe('merging a classmate project', () => {
  it('adds samples by category name, makes missing categories, skips duplicates', () => {
    let mine = newVisionProject('image', 'p', ['猫', '狗']);
    const [cat] = mine.categories.map((c) => c.id) as [string];
    mine = addSamples(mine, [sample(cat, 1)]);
    let theirs = newVisionProject('image', 'q', ['狗', '鸟']);
    const [dog, bird] = theirs.categories.map((c) => c.id) as [string, string];
    theirs = addSamples(theirs, [sample(dog, 1), sample(dog, 2), sample(bird, 1)]);
    const first = mergeProject(mine, theirs);
    expect(first.added).toBe(3);
    expect(first.project.categories.map((c) => c.name)).toEqual(['猫', '狗', '鸟']);
    const dogId = first.project.categories[1]!.id;
    expect(first.project.samples.filter((s) => s.categoryId === dogId)).toHaveLength(2);
    expect(mergeProject(first.project, theirs).added).toBe(0);
  });
});
