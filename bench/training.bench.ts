// The training labs in Chromium against the built server: bytes each lab downloads on first
// open, training time for 50 samples per category (in the page's worker, and the same
// training code in Node), and the worker's time per camera frame. The camera is Chromium's
// fake one playing the clip the e2e journeys use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { createCanvas } from '@napi-rs/canvas';
import { trainClassifier } from '../apps/web/src/features/training/model/classifier';
import { seededRandom } from '../apps/web/src/features/training/model/random';
import { drawBall, drawPerson, writeTrainingMedia } from '../e2e/support/training-media';
import { TRAINING_CAMERA_ARGS } from '../e2e/support/training-media-paths';
import { table, writeReport } from './lib/report';
import { ROOT, startProductServer } from './lib/servers';

const PER_CATEGORY = 50;
const FRAMES = 30;

/** 50 photos per category: arms up and down (posture), person and ball (image). */
function writePhotos(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const photo = (
    name: string,
    draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void,
  ) => {
    const canvas = createCanvas(640, 480);
    draw(canvas.getContext('2d'));
    const file = path.join(dir, name);
    fs.writeFileSync(file, canvas.encodeSync('jpeg', 85));
    return file;
  };
  const random = seededRandom(5);
  const pose = (raise: number, tag: string) =>
    Array.from({ length: PER_CATEGORY }, (_, i) =>
      photo(`${tag}-${i}.jpg`, (ctx) =>
        drawPerson(ctx, raise, (random() - 0.5) * 200, 0.65 + random() * 0.3),
      ),
    );
  return {
    up: pose(1, 'up'),
    down: pose(0.05, 'down'),
    balls: Array.from({ length: PER_CATEGORY }, (_, i) =>
      photo(`ball-${i}.jpg`, (ctx) => drawBall(ctx, i)),
    ),
  };
}

interface TLabFigures {
  lab: string;
  firstOpenBytes: number;
  modelReadyMs: number;
  trainMs: number | null;
  trainAndQuizMs: number | null;
  frameMsMedian: number | null;
  backend: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

async function openLab(page: Page, url: string, lab: string) {
  let bytes = 0;
  page.context().on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
  });
  const started = performance.now();
  await page.goto(`${url}/ai/training/${lab}`);
  if (lab !== 'music') {
    await page.locator('[data-model="ready"]').waitFor({ timeout: 180_000 });
  } else {
    await page.getByRole('button', { name: '开始训练' }).waitFor();
  }
  const readyMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  return { bytes: () => bytes, readyMs };
}

async function visionLab(
  url: string,
  lab: 'image' | 'posture',
  files: string[][],
): Promise<TLabFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', ...TRAINING_CAMERA_ARGS],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    const opened = await openLab(page, url, lab);
    const firstOpenBytes = opened.bytes();
    for (const [index, list] of files.entries()) {
      await page.getByTestId(`training-upload-${index}`).setInputFiles(list);
      await page
        .getByTestId(`training-category-${index}`)
        .getByText(`${PER_CATEGORY} 个样本`)
        .waitFor({ timeout: 300_000 });
    }
    await page.getByRole('button', { name: '开始训练' }).click();
    const root = page.getByTestId(`training-lab-${lab === 'image' ? 'image' : 'pose'}`);
    await page.getByTestId('training-result').waitFor({ timeout: 300_000 });
    const trainMs = Number(await root.getAttribute('data-train-ms'));
    const trainAndQuizMs = Number(await root.getAttribute('data-check-ms'));
    await page.getByRole('button', { name: '打开摄像头' }).click();
    const frames: number[] = [];
    let last: string | null = null;
    const deadline = Date.now() + 60_000;
    while (frames.length < FRAMES && Date.now() < deadline) {
      const value = await root.getAttribute('data-frame-ms');
      if (value && value !== last) frames.push(Number(value));
      last = value;
      await page.waitForTimeout(50);
    }
    return {
      lab,
      firstOpenBytes,
      modelReadyMs: opened.readyMs,
      trainMs,
      trainAndQuizMs,
      frameMsMedian: frames.length ? median(frames) : null,
      backend: (await root.getAttribute('data-backend')) ?? '',
    };
  } finally {
    await browser.close();
  }
}

async function musicLab(url: string): Promise<TLabFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    const opened = await openLab(page, url, 'music');
    return {
      lab: 'music',
      firstOpenBytes: opened.bytes(),
      modelReadyMs: opened.readyMs,
      trainMs: null,
      trainAndQuizMs: null,
      frameMsMedian: null,
      backend: 'none (counting)',
    };
  } finally {
    await browser.close();
  }
}

/** The same head training in Node, on random features of the labs' widths. */
function nodeTraining(): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const [lab, width, options] of [
    ['image', 1280, { hidden: 0, epochs: 30 }],
    ['posture', 34, { hidden: 24, epochs: 60 }],
  ] as const) {
    for (const categories of [2, 5, 10]) {
      const random = seededRandom(categories);
      const examples = Array.from({ length: categories * PER_CATEGORY }, (_, i) => ({
        label: i % categories,
        features: Array.from({ length: width }, () => random()),
      }));
      const labels = Array.from({ length: categories }, (_, i) => `c${i}`);
      const started = performance.now();
      trainClassifier(examples, labels, options);
      rows.push([lab, width, categories, examples.length, Math.round(performance.now() - started)]);
    }
  }
  return rows;
}

export async function run(): Promise<string> {
  const dist = path.join(ROOT, 'apps/web/dist/models/mobilenet-v2/model.json');
  if (!fs.existsSync(dist))
    throw new Error('Build the web app first: npm run build -w @haoduo/web');
  writeTrainingMedia();
  const photos = writePhotos(fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-training-bench-')));
  const server = await startProductServer({ APP_SECRET: 'training-bench-app-secret' });
  const labs: TLabFigures[] = [];
  try {
    labs.push(await visionLab(server.url, 'image', [photos.down, photos.balls]));
    labs.push(await visionLab(server.url, 'posture', [photos.up, photos.down]));
    labs.push(await musicLab(server.url));
  } finally {
    await server.stop();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
  return writeReport('training', 'Training labs: download, training and prediction', [
    `Load average at the end of the run: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} (other work on the same cores slows every figure here).`,
    '',
    '## In Chromium (headless, no GPU), against the built server',
    '',
    `Two categories of ${PER_CATEGORY} photo samples each; the camera is the fake one. "First open" is the bytes transferred (compressed where the server compresses) for every response (page, scripts, worker, models, WebAssembly) until the lab's model is ready, on an empty cache.`,
    '',
    table(
      [
        'lab',
        'first open',
        'model ready after',
        'training (2 × 50)',
        'training + quiz (4 folds)',
        'per camera frame (median)',
        'backend',
      ],
      labs.map((lab) => [
        lab.lab,
        kb(lab.firstOpenBytes),
        ms(lab.modelReadyMs),
        ms(lab.trainMs),
        ms(lab.trainAndQuizMs),
        ms(lab.frameMsMedian),
        lab.backend,
      ]),
    ),
    '',
    '## The same training code in Node (50 samples per category, random features)',
    '',
    table(
      ['lab', 'features', 'categories', 'samples', 'training'],
      nodeTraining().map((row) => [...row.slice(0, 4), `${row[4]} ms`]),
    ),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await run());
}
