import { addCategory, addSamples, type TVisionProject, type TVisionSample } from './project';

/**
 * A classmate's project merged into this one (class work without a server: each pupil exports
 * their project, the teacher merges them): samples go to the category of the same name, new
 * names become new categories while there is room; samples already here are skipped.
 */
export function mergeProject(
  target: TVisionProject,
  source: TVisionProject,
): { project: TVisionProject; added: number } {
  let project = target;
  const have = new Set(target.samples.map((sample) => sample.id));
  const width = target.samples[0]?.features.length ?? source.samples[0]?.features.length;
  const incoming: TVisionSample[] = [];
  for (const category of source.categories) {
    const name = category.name.trim();
    let into = project.categories.find((existing) => existing.name.trim() === name);
    if (!into) {
      const grown = addCategory(project, name);
      if (grown === project) continue;
      project = grown;
      into = project.categories[project.categories.length - 1]!;
    }
    for (const sample of source.samples) {
      if (sample.categoryId !== category.id || have.has(sample.id)) continue;
      if (sample.features.length !== width) continue;
      have.add(sample.id);
      incoming.push({ ...sample, categoryId: into.id });
    }
  }
  const merged = addSamples(project, incoming);
  return { project: merged, added: merged.samples.length - project.samples.length };
}
