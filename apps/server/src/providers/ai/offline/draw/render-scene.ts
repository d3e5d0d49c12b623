import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { TDrawStyle } from '@haoduo/contract';
import type { TSceneSummary } from '../../ports';
import { randomFor, type TRandom } from '../../shared/random';
import { COLOURS } from '../prompt/lexicon';
import {
  impliedSetting,
  parsePrompt,
  type TParsedPrompt,
  type TParsedSubject,
} from '../prompt/parse-prompt';
import { subjectById } from '../prompt/subjects';
import { drawBackground, isGreyWeather, type TSetting } from './background';
import { composeLayout, type TLayout } from './layout';
import { Painter } from './painter';
import { applyStyle } from './styles';
import { DRAWERS } from './subjects';
import { drawWeather } from './weather';

/**
 * The offline drawing engine: prompt → parsed scene → layout → vector painting → style.
 * Deterministic for (prompt, seed, style, size).
 */

export const DRAW_ENGINE = 'offline-draw@1';
export const DEFAULT_WIDTH = 1024;
export const DEFAULT_HEIGHT = 768;

export interface TSceneOptions {
  prompt: string;
  seed: number;
  style?: TDrawStyle;
  width?: number;
  height?: number;
  /** Variation inside one prompt (the scenes of a video). */
  variant?: string;
}

export interface TRenderedScene {
  canvas: Canvas;
  layout: TLayout;
  summary: TSceneSummary;
  setting: TSetting;
  parsed: TParsedPrompt;
}

const DEFAULT_SCENES: Record<string, string[]> = {
  space: ['rocket', 'planet', 'star'],
  underwater: ['fish', 'fish', 'octopus'],
  sea: ['sailboat', 'dolphin'],
  beach: ['palm', 'crab'],
  desert: ['cactus', 'cactus'],
  city: ['skyscraper', 'car', 'tree'],
  room: ['desk', 'book', 'clock'],
  snowfield: ['snowman', 'pine'],
};

function withDefaults(
  parsed: TParsedPrompt,
  place: string | null,
): { subjects: TParsedSubject[]; defaulted: boolean } {
  if (parsed.subjects.length > 0) return { subjects: parsed.subjects, defaulted: false };
  const ids = DEFAULT_SCENES[place ?? ''] ?? ['house', 'tree', 'flower', 'flower'];
  return {
    subjects: ids.map((id) => ({ id, count: 1, colour: parsed.colours[0] ?? null, size: null })),
    defaulted: true,
  };
}

export function renderScene(options: TSceneOptions): TRenderedScene {
  const width = options.width ?? DEFAULT_WIDTH;
  const height = options.height ?? DEFAULT_HEIGHT;
  const parsed = parsePrompt(options.prompt);
  const style: TDrawStyle = options.style ?? parsed.style ?? 'cartoon';
  const rng = randomFor(options.prompt, options.seed, `${DRAW_ENGINE}/${options.variant ?? ''}`);
  const implied = impliedSetting(parsed);
  const setting: TSetting = {
    place: implied.place,
    time: implied.time ?? (implied.place === 'space' ? 'night' : 'day'),
    weather: parsed.weather,
  };
  const { subjects, defaulted } = withDefaults(parsed, setting.place);
  const layout = composeLayout(subjects, setting, rng.fork('layout'), width, height);
  if (isGreyWeather(setting.weather) || setting.weather === 'snow') {
    layout.items = layout.items.filter((item) => !(item.decoration && item.subjectId === 'sun'));
    for (const item of layout.items)
      if (item.subjectId === 'cloud' && item.decoration) item.colour = '#b8c2cc';
  }

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const painter = new Painter(ctx, style, rng.fork('paint'));
  drawBackground(painter, layout, setting, rng.fork('background'));
  paintItems(painter, layout, rng.fork('items'));
  if (style !== 'line' || setting.weather === 'rain')
    drawWeather(painter, layout, setting.weather, rng.fork('weather'));
  const styled = applyStyle(canvas, style, rng.fork('style'));
  return {
    canvas: styled,
    layout,
    setting,
    parsed,
    summary: summarise(subjects, setting, style, defaulted),
  };
}

/** Subjects with writing or a clock face are never mirrored. */
const NO_FLIP = new Set(['blackboard', 'clock', 'school', 'book', 'computer', 'globe']);

export function paintItems(painter: Painter, layout: TLayout, rng: TRandom): void {
  const { ctx } = painter;
  for (const item of layout.items) {
    const def = subjectById(item.subjectId);
    const draw = DRAWERS[item.subjectId];
    if (!draw) throw new Error(`No drawer for subject ${item.subjectId}`);
    const scale = item.height / 100;
    ctx.save();
    ctx.translate(item.x, item.baseline);
    // Things that face a way may face either; round and symmetric things do not care.
    ctx.scale(item.flip && !NO_FLIP.has(item.subjectId) ? -scale : scale, scale);
    painter.scale = scale;
    draw(painter, {
      colour: item.colour,
      rng: rng.fork(`${item.subjectId}/${item.x.toFixed(0)}`),
      width: 100 * def.aspect,
    });
    ctx.restore();
  }
  painter.scale = 1;
}

function summarise(
  subjects: TParsedSubject[],
  setting: TSetting,
  style: TDrawStyle,
  defaulted: boolean,
): TSceneSummary {
  return {
    subjects: subjects.map((s) => ({
      id: s.id,
      label: subjectById(s.id).zh[0]!,
      count: s.count,
      colour: s.colour?.label ?? null,
    })),
    place: setting.place,
    timeOfDay: setting.time,
    weather: setting.weather,
    style,
    defaulted,
  };
}

export { COLOURS };
