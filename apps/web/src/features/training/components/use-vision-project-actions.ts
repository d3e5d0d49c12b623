import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newId,
  newVisionProject,
  TrainingLimits,
  type TVisionLabKind,
  type TVisionProject,
} from '../model/project';
import type { TModelFile } from '../storage/model-file';
import type { TProjectActions } from './project-bar';

// Checking a saved, imported or merged project: its code loads when one comes in.
const projectGuard = () => import('../model/project-guard');

/** A lab opened from a lesson (`?lesson=<id>`): the project the lesson prepared for it. */
export interface TLessonProject {
  lessonId: number;
  projectName: string;
  categories: string[];
}

/** The project bar's actions for the image and posture labs. */
export function useVisionProjectActions(kind: TVisionLabKind) {
  const { t } = useTranslation();

  const initialProject = useCallback((): TVisionProject => {
    if (kind === 'pose') {
      return newVisionProject(kind, t('training.posture.defaultName'), [
        t('training.posture.exampleUp'),
        t('training.posture.exampleDown'),
      ]);
    }
    return newVisionProject(kind, t('training.image.defaultName'), [
      t('training.category.defaultName', { n: 1 }),
      t('training.category.defaultName', { n: 2 }),
    ]);
  }, [kind, t]);

  /** The project a lesson prepared: its name and categories (at least two, at most ten). */
  const lessonProject = useCallback(
    (lesson: TLessonProject): TVisionProject => {
      const names = lesson.categories.slice(0, TrainingLimits.MAX_CATEGORIES);
      while (names.length < TrainingLimits.MIN_CATEGORIES) {
        names.push(t('training.category.defaultName', { n: names.length + 1 }));
      }
      return newVisionProject(kind, lesson.projectName, names);
    },
    [kind, t],
  );

  const barProps = (
    project: TVisionProject,
    replace: (next: TVisionProject) => void,
    update: (change: (current: TVisionProject) => TVisionProject) => void,
  ): TProjectActions => ({
    kind,
    id: project.id,
    name: project.name,
    onRename: (name) => update((current) => ({ ...current, name })),
    snapshot: () => project,
    restore: async (value) => {
      const { asVisionProject } = await projectGuard();
      const restored = asVisionProject(value, kind);
      if (restored) replace(restored);
      return restored !== null;
    },
    modelFile: () =>
      import('../storage/model-file').then((files) => files.visionModelFile(project)),
    sampleCount: project.samples.length,
    serverModel: () => project.head,
    importModel: (file: TModelFile) => {
      if (file.kind !== kind) return false;
      replace({
        id: newId(),
        kind,
        name: file.name || project.name,
        categories: file.head.labels.map((name) => ({ id: newId(), name })),
        samples: [],
        head: file.head,
        stale: false,
        updatedAt: Date.now(),
      });
      return true;
    },
    onNew: () => replace(initialProject()),
    merge: async (values) => {
      const [{ asVisionProject }, { mergeProject }] = await Promise.all([
        projectGuard(),
        import('../model/merge-project'),
      ]);
      const sources = values.map((value) => asVisionProject(value, kind)).filter((p) => p !== null);
      if (sources.length === 0) return null;
      let merged = project;
      let added = 0;
      for (const source of sources) {
        const result = mergeProject(merged, source);
        merged = result.project;
        added += result.added;
      }
      update(() => merged);
      return added;
    },
  });

  return { initialProject, lessonProject, barProps };
}
