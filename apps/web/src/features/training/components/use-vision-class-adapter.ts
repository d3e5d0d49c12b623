import type { TTrainingModelAnswer } from '@haoduo/contract';
import { drawPose } from '../capture/draw-pose';
import { loadImageUrl } from '../capture/frame';
import { isBodyFound, poseFeatures, type TKeypoint } from '../model/pose';
import { addSamples, newId, type TVisionProject, type TVisionSample } from '../model/project';
import { isClassifierHead } from '../model/classifier-guard';
import type { TSampleProblem } from '../hooks/use-vision-lab';
import type { TClassProjectAdapter, TShareableSample } from './class-project-panel';

/** A small picture of the body points, for a posture sample loaded from the class. */
function poseThumb(points: TKeypoint[]): string {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#f0f0f0';
  context.fillRect(0, 0, 96, 96);
  drawPose(context, points, 96);
  return canvas.toDataURL('image/png');
}

interface TVisionLabParts {
  project: TVisionProject;
  accuracy: number | null;
  replaceProject: (next: TVisionProject) => void;
  setProject: (change: (current: TVisionProject) => TVisionProject) => void;
  addSample: (
    categoryId: string,
    source: HTMLImageElement,
    id?: string,
  ) => Promise<TSampleProblem | null>;
}

/**
 * The image and posture labs in a class project: their samples are shared as the small picture
 * (image) or the 17 body points (posture); the class's samples come back as a new working
 * project whose categories are the class project's, so the trained head's labels match.
 */
export function visionClassAdapter(lab: TVisionLabParts): TClassProjectAdapter {
  const { project } = lab;
  const kind = project.kind === 'image' ? 'image' : 'posture';
  return {
    kind,
    categoryNames: project.categories.map((category) => category.name.trim()),
    shareable: () => {
      const names = new Map(project.categories.map((c) => [c.id, c.name]));
      return project.samples
        .filter((sample) => !sample.id.startsWith('class-'))
        .flatMap((sample): TShareableSample[] => {
          const categoryName = names.get(sample.categoryId);
          if (categoryName === undefined) return [];
          if (kind === 'posture') {
            return sample.keypoints && sample.keypoints.length === 17
              ? [{ localId: sample.id, categoryName, sample: { keypoints: sample.keypoints } }]
              : [];
          }
          return [{ localId: sample.id, categoryName, sample: { image: sample.thumb } }];
        });
    },
    loadAll: async (detail, onProgress) => {
      const fresh: TVisionProject = {
        id: newId(),
        kind: project.kind,
        name: detail.project.name,
        categories: detail.project.categories.map(({ id, name }) => ({ id, name })),
        samples: [],
        head: null,
        stale: false,
        updatedAt: Date.now(),
      };
      const total = detail.samples.length;
      if (kind === 'posture') {
        const samples: TVisionSample[] = detail.samples
          .filter((s) => s.keypoints && isBodyFound(s.keypoints))
          .map((s) => ({
            id: `class-${s.id}`,
            categoryId: s.categoryId,
            thumb: poseThumb(s.keypoints!),
            features: poseFeatures(s.keypoints!),
            keypoints: s.keypoints!,
          }));
        lab.replaceProject(addSamples(fresh, samples));
        onProgress(total, total);
        return samples.map((sample) => sample.id);
      }
      lab.replaceProject(fresh);
      let done = 0;
      const loaded: string[] = [];
      for (const sample of detail.samples) {
        if (sample.imageUrl) {
          try {
            await lab.addSample(
              sample.categoryId,
              await loadImageUrl(sample.imageUrl),
              `class-${sample.id}`,
            );
            loaded.push(`class-${sample.id}`);
          } catch {
            // a picture that cannot be read is left out
          }
        }
        onProgress(++done, total);
      }
      return loaded;
    },
    model: (names) => {
      const head = project.head;
      if (!head || project.stale) return null;
      const same =
        head.labels.length === names.length &&
        head.labels.every((label, index) => label === names[index]);
      return same ? head : null;
    },
    accuracy: () => lab.accuracy,
    useModel: (answer: TTrainingModelAnswer) => {
      if (!isClassifierHead(answer.model)) return;
      const head = answer.model;
      lab.replaceProject({
        id: newId(),
        kind: project.kind,
        name: answer.name,
        categories: head.labels.map((name) => ({ id: newId(), name })),
        samples: [],
        head,
        stale: false,
        updatedAt: Date.now(),
      });
    },
  };
}
