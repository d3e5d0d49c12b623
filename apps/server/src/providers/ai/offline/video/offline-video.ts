import { VIDEO_SECONDS } from '@haoduo/contract';
import {
  createCanvas,
  loadImage,
  type Canvas,
  type Image,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import type { TVideoPort, TVideoRequest } from '../../ports';
import { AiInputError, throwIfAborted } from '../../shared/ai-error';
import { encodePng } from '../../shared/png';
import { offlineInfo } from '../../shared/engine-info';
import { randomFor, type TRandom } from '../../shared/random';
import { renderScene } from '../draw/render-scene';
import { engineFont, registerEngineFonts } from '../fonts/engine-fonts';
import { vp8FromWebp, writeWebm, type TWebmFrame } from './webm-writer';

/**
 * Short clips from a prompt (one drawing per sentence) or from a pupil's pictures: each
 * scene slowly zooms and pans, scenes cross-fade, and captions appear at the bottom.
 * Frames are encoded as lossy WebP and muxed as VP8 into WebM, playable in <video>.
 */

export const VIDEO_ENGINE = 'offline-video@1';
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 480;
export const VIDEO_FPS = 12;
const FADE_SECONDS = 0.6;
const MAX_SCENES = 6;
const ENCODE_BATCH = 4;
/** Captions are drawn in the font shipped with the engines, whatever the system has. */
export const CAPTION_FONT = engineFont(26);

interface TShot {
  image: Canvas | Image;
  caption: string;
  /** Camera: zoom from/to and pan direction. */
  zoom: [number, number];
  pan: [number, number];
}

export function sentencesOf(prompt: string): string[] {
  return prompt
    .split(/(?<=[。！？!?；;\n])|(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.replace(/[。！？!?；;.\s]/g, '').length > 0)
    .slice(0, MAX_SCENES);
}

async function shotsOf(request: TVideoRequest, rng: TRandom): Promise<TShot[]> {
  const camera = (): Pick<TShot, 'zoom' | 'pan'> => ({
    zoom: rng.chance(0.5) ? [1, 1.14] : [1.14, 1],
    pan: [rng.range(-1, 1), rng.range(-1, 1)],
  });
  if (request.images?.length) {
    const images = request.images.slice(0, MAX_SCENES);
    const decoded = await Promise.all(
      images.map((bytes, i) =>
        loadImage(bytes).catch(() => {
          throw new AiInputError(`第${i + 1}张图片打不开，请换成 PNG、JPEG 或 WebP 图片`);
        }),
      ),
    );
    return decoded.map((image, i) => ({
      image,
      caption: request.captions?.[i] ?? '',
      ...camera(),
    }));
  }
  const prompt = request.prompt?.trim() ?? '';
  if (!prompt) throw new AiInputError('请写下视频的内容，或者选几张图片');
  const sentences = sentencesOf(prompt);
  const scenes = sentences.length > 1 ? sentences : [prompt, prompt, prompt];
  return scenes.map((scene, i) => ({
    image: renderScene({
      prompt: scene,
      seed: request.seed,
      style: request.style,
      variant: `shot${i}`,
    }).canvas,
    caption: request.captions?.[i] ?? (sentences.length > 1 || i === 0 ? (sentences[i] ?? '') : ''),
    ...camera(),
  }));
}

function drawShot(ctx: SKRSContext2D, shot: TShot, progress: number, alpha: number): void {
  const { image } = shot;
  const cover = Math.max(VIDEO_WIDTH / image.width, VIDEO_HEIGHT / image.height);
  const zoom = shot.zoom[0] + (shot.zoom[1] - shot.zoom[0]) * progress;
  const scale = cover * zoom;
  const w = image.width * scale;
  const h = image.height * scale;
  const slackX = (w - VIDEO_WIDTH) / 2;
  const slackY = (h - VIDEO_HEIGHT) / 2;
  const x = -slackX + slackX * shot.pan[0] * (progress - 0.5);
  const y = -slackY + slackY * shot.pan[1] * (progress - 0.5);
  ctx.globalAlpha = alpha;
  ctx.drawImage(image, x, y, w, h);
  ctx.globalAlpha = 1;
}

function wrap(ctx: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (ctx.measureText(line + ch).width > maxWidth && line) {
      lines.push(line);
      line = ch;
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines.slice(0, 2);
}

function drawCaption(ctx: SKRSContext2D, caption: string, alpha: number): void {
  if (!caption || alpha <= 0) return;
  ctx.font = CAPTION_FONT;
  const lines = wrap(ctx, caption, VIDEO_WIDTH - 80);
  const boxHeight = 22 + lines.length * 34;
  ctx.globalAlpha = alpha;
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.beginPath();
  ctx.roundRect(24, VIDEO_HEIGHT - boxHeight - 20, VIDEO_WIDTH - 48, boxHeight, 14);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) =>
    ctx.fillText(line, VIDEO_WIDTH / 2, VIDEO_HEIGHT - boxHeight - 20 + 28 + i * 34),
  );
  ctx.globalAlpha = 1;
}

/** One frame at time t: the current shot, the next one fading in near the end. */
function frameAt(shots: TShot[], t: number, shotSeconds: number): Canvas {
  const canvas = createCanvas(VIDEO_WIDTH, VIDEO_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, VIDEO_WIDTH, VIDEO_HEIGHT);
  const index = Math.min(shots.length - 1, Math.floor(t / shotSeconds));
  const local = t - index * shotSeconds;
  const shot = shots[index]!;
  drawShot(ctx, shot, local / shotSeconds, 1);
  const fadeStart = shotSeconds - FADE_SECONDS;
  const next = shots[index + 1];
  let captionAlpha = Math.min(1, local / 0.4);
  if (next && local > fadeStart) {
    const mix = (local - fadeStart) / FADE_SECONDS;
    drawShot(ctx, next, 0, mix);
    captionAlpha = 1 - mix;
  }
  drawCaption(ctx, shot.caption, captionAlpha);
  return canvas;
}

export function createOfflineVideo(): TVideoPort {
  registerEngineFonts();
  const info = offlineInfo('video', VIDEO_ENGINE);
  return {
    info,
    async animate(request) {
      throwIfAborted(request.signal);
      const seconds = Math.max(
        VIDEO_SECONDS.MIN,
        Math.min(VIDEO_SECONDS.MAX, request.seconds ?? VIDEO_SECONDS.DEFAULT),
      );
      const rng = randomFor(
        request.prompt ?? `${request.images?.length ?? 0} images`,
        request.seed,
        VIDEO_ENGINE,
      );
      const shots = await shotsOf(request, rng);
      const shotSeconds = seconds / shots.length;
      const frameCount = Math.round(seconds * VIDEO_FPS);
      const frames: TWebmFrame[] = [];
      for (let start = 0; start < frameCount; start += ENCODE_BATCH) {
        throwIfAborted(request.signal);
        const batch = Array.from(
          { length: Math.min(ENCODE_BATCH, frameCount - start) },
          (_, k) => start + k,
        );
        const encoded = await Promise.all(
          batch.map((n) => frameAt(shots, n / VIDEO_FPS, shotSeconds).encode('webp', 82)),
        );
        encoded.forEach((webp, k) =>
          frames.push({
            vp8: vp8FromWebp(webp),
            timeMs: Math.round(((start + k) * 1000) / VIDEO_FPS),
          }),
        );
      }
      const durationMs = Math.round((frameCount * 1000) / VIDEO_FPS);
      const poster = await encodePng(
        frameAt(shots, Math.min(0.8, shotSeconds / 2), shotSeconds),
        `haoduo-ai ${VIDEO_ENGINE}`,
      );
      return {
        video: writeWebm(frames, {
          width: VIDEO_WIDTH,
          height: VIDEO_HEIGHT,
          durationMs,
          app: VIDEO_ENGINE,
        }),
        mimeType: 'video/webm',
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        durationSeconds: durationMs / 1000,
        frameCount,
        poster,
        engine: info,
      };
    },
  };
}
