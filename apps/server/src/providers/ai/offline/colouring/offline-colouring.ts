import { createCanvas } from '@napi-rs/canvas';
import type { TColouringPort, TColouringRequest, TRegionMap } from '../../ports';
import { AiInputError, throwIfAborted } from '../../shared/ai-error';
import { encodePng } from '../../shared/png';
import { offlineInfo } from '../../shared/engine-info';
import { rgbToHex } from '../draw/colour';
import { renderScene } from '../draw/render-scene';
import { parsePrompt } from '../prompt/parse-prompt';
import { recolour } from './palette';
import { labelRegions, type TLabelled } from './regions';
import { COLOURING_TEMPLATES, TEMPLATE_SEED } from './templates';

export const COLOURING_ENGINE = 'offline-colouring@1';

interface TSource {
  prompt: string;
  seed: number;
  title: string;
}

function sourceOf(request: TColouringRequest): TSource {
  if (request.templateId) {
    const template = COLOURING_TEMPLATES.find((t) => t.id === request.templateId);
    if (!template) throw new AiInputError('没有找到这张涂色画，请换一张试试');
    return { prompt: template.prompt, seed: TEMPLATE_SEED, title: template.title };
  }
  const prompt = request.prompt?.trim() || COLOURING_TEMPLATES[0]!.prompt;
  return { prompt, seed: request.seed, title: prompt.slice(0, 20) };
}

function lineArt(source: TSource) {
  const scene = renderScene({ prompt: source.prompt, seed: source.seed, style: 'line' });
  const ctx = scene.canvas.getContext('2d');
  const { width, height } = scene.canvas;
  const image = ctx.getImageData(0, 0, width, height);
  return {
    canvas: scene.canvas,
    rgba: image.data,
    labelled: labelRegions(image.data, width, height),
  };
}

/** The colour the cartoon picture has in each region (mean over the region's pixels). */
function regionColours(
  source: TSource,
  labelled: TLabelled,
  mood: ReturnType<typeof parsePrompt>['mood'],
  colours: ReturnType<typeof parsePrompt>['colours'],
): Map<number, string> {
  const cartoon = renderScene({ prompt: source.prompt, seed: source.seed, style: 'cartoon' });
  const data = cartoon.canvas
    .getContext('2d')
    .getImageData(0, 0, labelled.width, labelled.height).data;
  const count = labelled.regions.length + 1;
  const sums = new Float64Array(count * 4);
  for (let p = 0; p < labelled.labels.length; p++) {
    const id = labelled.labels[p]!;
    if (!id) continue;
    const k = id * 4;
    sums[k] = sums[k]! + data[p * 4]!;
    sums[k + 1] = sums[k + 1]! + data[p * 4 + 1]!;
    sums[k + 2] = sums[k + 2]! + data[p * 4 + 2]!;
    sums[k + 3] = sums[k + 3]! + 1;
  }
  const result = new Map<number, string>();
  for (const { id } of labelled.regions) {
    const n = sums[id * 4 + 3]!;
    result.set(
      id,
      recolour(
        rgbToHex([sums[id * 4]! / n, sums[id * 4 + 1]! / n, sums[id * 4 + 2]! / n]),
        mood,
        colours,
      ),
    );
  }
  return result;
}

async function regionMap(labelled: TLabelled, colours: Map<number, string>): Promise<TRegionMap> {
  const canvas = createCanvas(labelled.width, labelled.height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(labelled.width, labelled.height);
  for (let p = 0; p < labelled.labels.length; p++) {
    const id = labelled.labels[p]!;
    image.data[p * 4] = id & 255;
    image.data[p * 4 + 1] = (id >> 8) & 255;
    image.data[p * 4 + 2] = 0;
    image.data[p * 4 + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return {
    width: labelled.width,
    height: labelled.height,
    labelsPng: await encodePng(canvas, `haoduo-ai ${COLOURING_ENGINE}`),
    regions: labelled.regions.map((r) => ({
      ...r,
      suggestedColour: colours.get(r.id) ?? '#ffffff',
    })),
  };
}

/** Colouring pages: line drawings with their regions, and automatic colouring. */
export function createOfflineColouring(): TColouringPort {
  const info = offlineInfo('colouring', COLOURING_ENGINE);
  return {
    info,
    templates: () => COLOURING_TEMPLATES.map((t) => ({ ...t })),
    async lineArt(request) {
      throwIfAborted(request.signal);
      const source = sourceOf(request);
      const art = lineArt(source);
      const palette = parsePrompt(request.palettePrompt ?? '');
      const colours = regionColours(source, art.labelled, palette.mood, palette.colours);
      return {
        png: await encodePng(art.canvas, `haoduo-ai ${COLOURING_ENGINE}`),
        regionMap: await regionMap(art.labelled, colours),
        title: source.title,
        engine: info,
      };
    },
    async autoColour(request) {
      throwIfAborted(request.signal);
      const source = sourceOf(request);
      const art = lineArt(source);
      const palette = parsePrompt(request.palettePrompt ?? request.prompt ?? '');
      const colours = regionColours(source, art.labelled, palette.mood, palette.colours);
      const { labelled, rgba } = art;
      const out = createCanvas(labelled.width, labelled.height);
      const ctx = out.getContext('2d');
      const image = ctx.createImageData(labelled.width, labelled.height);
      const rgb = new Map(
        [...colours].map(([id, hex]) => [
          id,
          [
            Number.parseInt(hex.slice(1, 3), 16),
            Number.parseInt(hex.slice(3, 5), 16),
            Number.parseInt(hex.slice(5, 7), 16),
          ],
        ]),
      );
      for (let p = 0; p < labelled.labels.length; p++) {
        const id = labelled.labels[p]!;
        const i = p * 4;
        const fill = id ? rgb.get(id) : undefined;
        // Fill multiplied by the line art: soft line edges stay soft.
        image.data[i] = fill ? (fill[0]! * rgba[i]!) / 255 : rgba[i]!;
        image.data[i + 1] = fill ? (fill[1]! * rgba[i + 1]!) / 255 : rgba[i + 1]!;
        image.data[i + 2] = fill ? (fill[2]! * rgba[i + 2]!) / 255 : rgba[i + 2]!;
        image.data[i + 3] = 255;
      }
      ctx.putImageData(image, 0, 0);
      return {
        png: await encodePng(out, `haoduo-ai ${COLOURING_ENGINE}`),
        palette: [...new Set(colours.values())],
        title: source.title,
        engine: info,
      };
    },
  };
}
