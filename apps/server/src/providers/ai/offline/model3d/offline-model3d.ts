import type { TModel3dPort } from '../../ports';
import { throwIfAborted } from '../../shared/ai-error';
import { offlineInfo } from '../../shared/engine-info';
import { randomFor } from '../../shared/random';
import { impliedSetting, parsePrompt } from '../prompt/parse-prompt';
import { subjectById } from '../prompt/subjects';
import { writeGlb, type TNodeSpec } from './gltf-writer';
import { buildSubject } from './subjects3d';

export const MODEL3D_ENGINE = 'offline-3d@1';

const GROUND: Record<string, string> = {
  desert: '#f2d28b',
  snowfield: '#f3f7fc',
  beach: '#f6d7a7',
  sea: '#4fc3f7',
  underwater: '#f3d9a4',
  space: '#b0b6c2',
  city: '#b0bec5',
  room: '#d7a36f',
  lake: '#81d4fa',
};

/** A 3D scene from primitives: the prompt's subjects on a round stage, sky things above. */
export function createOfflineModel3d(): TModel3dPort {
  const info = offlineInfo('model3d', MODEL3D_ENGINE);
  return {
    info,
    async build(request) {
      throwIfAborted(request.signal);
      const rng = randomFor(request.prompt, request.seed, MODEL3D_ENGINE);
      const parsed = parsePrompt(request.prompt);
      const setting = impliedSetting(parsed);
      const wanted = parsed.subjects.length
        ? parsed.subjects
        : [
            { id: 'house', count: 1, colour: null, size: null },
            { id: 'tree', count: 2, colour: null, size: null },
          ];
      const instances = wanted.flatMap((s) => Array.from({ length: s.count }, () => s));
      const ground = instances.filter((s) => subjectById(s.id).placement !== 'sky');
      const radius = Math.max(2, Math.sqrt(ground.length) * 1.3);
      const nodes: TNodeSpec[] = [
        {
          name: 'stage',
          at: [0, -0.05, 0],
          scale: 1,
          turnY: 0,
          parts: [
            {
              shape: 'cylinder',
              colour: GROUND[setting.place ?? ''] ?? '#8cc152',
              at: [0, 0, 0],
              size: [radius * 2 + 1, 0.1, radius * 2 + 1],
            },
          ],
        },
      ];
      instances.forEach((s, i) => {
        const def = subjectById(s.id);
        const colour = s.colour?.hex ?? rng.pick(def.colours);
        const size =
          Math.max(0.5, Math.min(2.4, def.size * 4)) *
          (s.size === 'big' ? 1.4 : s.size === 'small' ? 0.7 : 1);
        const sky = def.placement === 'sky';
        const angle = (i / Math.max(1, instances.length)) * Math.PI * 2 + rng.range(-0.2, 0.2);
        const distance =
          instances.length === 1 ? 0 : radius * (sky ? 0.8 : 0.62) * rng.range(0.85, 1);
        nodes.push({
          name: `${def.zh[0]}${i + 1}`,
          at: [
            Math.cos(angle) * distance,
            sky ? 2.6 + rng.range(0, 0.8) : 0,
            Math.sin(angle) * distance,
          ],
          scale: size,
          turnY:
            Math.atan2(-Math.cos(angle), -Math.sin(angle)) + Math.PI / 2 + rng.range(-0.3, 0.3),
          parts: buildSubject(def, colour),
        });
      });
      return {
        glb: writeGlb(nodes, `${MODEL3D_ENGINE} (好多AI offline engine)`),
        mimeType: 'model/gltf-binary',
        subjects: instances.map((s) => subjectById(s.id).zh[0]!),
        engine: info,
      };
    },
  };
}
