import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { TRAINING_MEDIA_DIR } from './training-media-paths';

/**
 * Test media for the training labs, drawn here so nothing is downloaded: a cartoon person
 * that MoveNet recognises (arms up or down), as photos and as an MJPEG clip for Chromium's
 * fake camera (--use-file-for-fake-video-capture), and pictures of a ball for a second
 * image category.
 */

const W = 640;
const H = 480;

/** `raise` 0 = arms down by the sides, 1 = arms straight up; `shift` moves the person. */
export function drawPerson(ctx: SKRSContext2D, raise: number, shift = 0, scale = 0.85): void {
  ctx.fillStyle = '#dfe8f0';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#b9c7a3';
  ctx.fillRect(0, H * 0.87, W, H * 0.13);
  const cx = W / 2 + shift;
  const s = (H / 520) * scale;
  // Feet on the ground, whatever the size.
  const top = H * 0.93 - 418 * s;
  const skin = '#e9b995';
  const shirt = '#3b6fd1';
  const pants = '#2d3440';
  const limb = (x1: number, y1: number, x2: number, y2: number, width: number, colour: string) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  };
  const hipY = top + 210 * s;
  const kneeY = hipY + 95 * s;
  const ankleY = kneeY + 95 * s;
  for (const side of [-1, 1]) {
    limb(cx + side * 22 * s, hipY, cx + side * 30 * s, kneeY, 34 * s, pants);
    limb(cx + side * 30 * s, kneeY, cx + side * 34 * s, ankleY, 28 * s, pants);
    ctx.fillStyle = '#222';
    ctx.beginPath();
    ctx.ellipse(cx + side * 40 * s, ankleY + 8 * s, 22 * s, 10 * s, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = shirt;
  ctx.beginPath();
  ctx.moveTo(cx - 50 * s, top + 80 * s);
  ctx.lineTo(cx + 50 * s, top + 80 * s);
  ctx.lineTo(cx + 40 * s, hipY + 10 * s);
  ctx.lineTo(cx - 40 * s, hipY + 10 * s);
  ctx.closePath();
  ctx.fill();
  limb(cx, top + 55 * s, cx, top + 82 * s, 22 * s, skin);
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(cx, top + 25 * s, 30 * s, 38 * s, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2a1a10';
  ctx.beginPath();
  ctx.ellipse(cx, top + 2 * s, 32 * s, 20 * s, 0, Math.PI, Math.PI * 2);
  ctx.fill();
  for (const side of [-1, 1]) {
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.ellipse(cx + side * 11 * s, top + 22 * s, 6 * s, 4 * s, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#222';
    ctx.beginPath();
    ctx.arc(cx + side * 11 * s, top + 22 * s, 2.5 * s, 0, Math.PI * 2);
    ctx.fill();
  }
  limb(cx - 8 * s, top + 45 * s, cx + 8 * s, top + 45 * s, 3 * s, '#a0524a');
  // Arms swing from hanging (angle 0) to straight up (angle π), elbows bent a little.
  const shoulderY = top + 90 * s;
  const angle = raise * Math.PI * 0.92;
  for (const side of [-1, 1]) {
    const shoulderX = cx + side * 50 * s;
    const upper = 80 * s;
    const lower = 75 * s;
    const elbowX = shoulderX + side * Math.sin(angle + 0.15) * upper;
    const elbowY = shoulderY + Math.cos(angle + 0.15) * upper;
    const wristX = elbowX + side * Math.sin(angle + 0.05) * lower;
    const wristY = elbowY + Math.cos(angle + 0.05) * lower;
    limb(shoulderX, shoulderY, elbowX, elbowY, 26 * s, shirt);
    limb(elbowX, elbowY, wristX, wristY, 20 * s, skin);
    ctx.fillStyle = skin;
    ctx.beginPath();
    ctx.arc(wristX, wristY, 12 * s, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A red ball on a table, for the second image category. */
export function drawBall(ctx: SKRSContext2D, variant: number): void {
  ctx.fillStyle = ['#fff4d6', '#ffe9c7', '#fff8e6'][variant % 3]!;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#9c6b3f';
  ctx.fillRect(0, H * 0.7, W, H * 0.3);
  const x = W / 2 + ((variant * 37) % 120) - 60;
  const r = 90 + ((variant * 13) % 40);
  const gradient = ctx.createRadialGradient(x - r / 3, H * 0.55 - r / 3, r / 6, x, H * 0.55, r);
  gradient.addColorStop(0, '#ff8a80');
  gradient.addColorStop(1, '#c62828');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(x, H * 0.55, r, 0, Math.PI * 2);
  ctx.fill();
}

function jpeg(draw: (ctx: SKRSContext2D) => void): Buffer {
  const canvas = createCanvas(W, H);
  draw(canvas.getContext('2d'));
  return canvas.encodeSync('jpeg', 85);
}

function png(draw: (ctx: SKRSContext2D) => void): Buffer {
  const canvas = createCanvas(W, H);
  draw(canvas.getContext('2d'));
  return canvas.encodeSync('png');
}

/** Frames of the clip: arms down, raising, up, lowering, about 3 seconds a cycle at 30 fps. */
export function cameraFrames(frames = 90): Buffer[] {
  return Array.from({ length: frames }, (_, i) => {
    const phase = (i / frames) * Math.PI * 2;
    // Hold each end of the movement a while: a squashed cosine.
    const raise = Math.min(1, Math.max(0, 0.5 - 0.8 * Math.cos(phase)));
    return jpeg((ctx) => drawPerson(ctx, raise));
  });
}

export interface TTrainingMedia {
  video: string;
  armsUp: string[];
  armsDown: string[];
  balls: string[];
}

/** Writes the clip and the photos (once; they are the same every run). */
export function writeTrainingMedia(dir = TRAINING_MEDIA_DIR): TTrainingMedia {
  fs.mkdirSync(dir, { recursive: true });
  const video = path.join(dir, 'training-camera.mjpeg');
  if (!fs.existsSync(video)) fs.writeFileSync(video, Buffer.concat(cameraFrames()));
  const write = (name: string, draw: (ctx: SKRSContext2D) => void) => {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) fs.writeFileSync(file, png(draw));
    return file;
  };
  const poses = (raise: number, label: string) =>
    Array.from({ length: 6 }, (_, i) =>
      write(`${label}-${i}.png`, (ctx) => drawPerson(ctx, raise, (i - 2.5) * 30, 0.7 + i * 0.04)),
    );
  return {
    video,
    armsUp: poses(1, 'arms-up'),
    armsDown: poses(0, 'arms-down'),
    balls: Array.from({ length: 6 }, (_, i) => write(`ball-${i}.png`, (ctx) => drawBall(ctx, i))),
  };
}
