// Generates the small pictures of the web studio from the offline drawing engine: one per
// drawing style (the same little scene in each style), one per colouring template (its line
// drawing) and the agents' ready-made avatars (one subject on a coloured disc). They are
// static files of the web app (apps/web/public/studio), so the studio pages load no remote
// pictures and no engine code. Run again when the engine's drawing changes:
//   npx tsx apps/web/scripts/generate-studio-pictures.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { DRAW_STYLES } from '@haoduo/contract';
import { STUDIO_AVATARS } from '../src/features/ai-workshop/model/studio-pictures';
import {
  COLOURING_TEMPLATES,
  TEMPLATE_SEED,
} from '../../server/src/providers/ai/offline/colouring/templates';
import { Painter } from '../../server/src/providers/ai/offline/draw/painter';
import { renderScene } from '../../server/src/providers/ai/offline/draw/render-scene';
import { DRAWERS } from '../../server/src/providers/ai/offline/draw/subjects';
import { subjectById } from '../../server/src/providers/ai/offline/prompt/subjects';
import { randomFor } from '../../server/src/providers/ai/shared/random';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/studio');
const STYLE_SCENE = '一只大大的小猫和一朵大花';
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 120;
const AVATAR_SIZE = 128;

function shrink(source: Canvas, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return canvas;
}

async function write(folder: string, name: string, canvas: Canvas): Promise<void> {
  const dir = path.join(root, folder);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.webp`);
  fs.writeFileSync(file, await canvas.encode('webp', 82));
  console.log(path.relative(process.cwd(), file), fs.statSync(file).size);
}

for (const style of DRAW_STYLES) {
  const scene = renderScene({ prompt: STYLE_SCENE, seed: 7, style, width: 640, height: 480 });
  await write('styles', style, shrink(scene.canvas, THUMB_WIDTH, THUMB_HEIGHT));
}

for (const template of COLOURING_TEMPLATES) {
  const scene = renderScene({
    prompt: template.prompt,
    seed: TEMPLATE_SEED,
    style: 'line',
    width: 640,
    height: 480,
  });
  await write('templates', template.id, shrink(scene.canvas, THUMB_WIDTH, THUMB_HEIGHT));
}

for (const avatar of STUDIO_AVATARS) {
  const big = AVATAR_SIZE * 2;
  const canvas = createCanvas(big, big);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = avatar.background;
  ctx.beginPath();
  ctx.arc(big / 2, big / 2, big / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.clip();
  const def = subjectById(avatar.subject);
  const height = big * 0.62;
  const scale = height / 100;
  const painter = new Painter(ctx, 'cartoon', randomFor(avatar.id, 1, 'avatar'));
  ctx.save();
  ctx.translate(big / 2, big * 0.82);
  ctx.scale(scale, scale);
  painter.scale = scale;
  DRAWERS[avatar.subject]!(painter, {
    colour: def.colours[0]!,
    rng: randomFor(avatar.id, 2, 'avatar'),
    width: 100 * def.aspect,
  });
  ctx.restore();
  await write('avatars', avatar.id, shrink(canvas, AVATAR_SIZE, AVATAR_SIZE));
}
