// The offline AI engines: time per result for each engine (drawing in every style, colouring,
// music, video, 3D, chat, smart apps, moderation), and 40 drawings requested at once, each
// beside a baseline measured in the same run (the cost of encoding an empty result of the same
// size: a blank 1024x768 PNG, 30 s of silence as WAV).
//
//   node bench/ai-engines.bench.mjs          (or: npm run bench -- ai-engines)
//
// Env: BENCH_REPEAT (default 5) results per engine; BENCH_CONCURRENT (default 40).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) =>
  import(pathToFileURL(path.join(ROOT, 'apps/server/src/providers/ai', file)).href);

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 40);

const DRAW_PROMPTS = [
  '三只猫和一只红色的狗在草地上',
  '夜晚的森林里有两只小白兔和很多星星',
  'A red car and two yellow ducks by the lake at sunset',
  '海底世界：章鱼、鲨鱼和五条小鱼',
  '下雪天，雪人和小朋友在房子前面',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

async function time(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function measure(label, count, fn) {
  await fn(0); // warm-up (module loading, JIT, font discovery)
  const times = [];
  for (let i = 1; i <= count; i++) times.push(await time(() => fn(i)));
  return { label, median: percentile(times, 50), p95: percentile(times, 95), n: count };
}

export async function run() {
  const { createCanvas } = await import('@napi-rs/canvas');
  const { DRAW_STYLES } = await import(
    pathToFileURL(path.join(ROOT, 'packages/contract/src/constants/ai.ts')).href
  );
  const { createOfflineImage } = await load('offline/image/offline-image.ts');
  const { createOfflineColouring } = await load('offline/colouring/offline-colouring.ts');
  const { createOfflineMusic } = await load('offline/music/offline-music.ts');
  const { encodeWav } = await load('offline/music/wav.ts');
  const { createOfflineVideo } = await load('offline/video/offline-video.ts');
  const { createOfflineModel3d } = await load('offline/model3d/offline-model3d.ts');
  const { createOfflineChat } = await load('offline/chat/offline-chat.ts');
  const { createOfflineApps } = await load('offline/apps/offline-apps.ts');
  const { createModeration } = await load('moderation/moderation.ts');
  const { encodePng } = await load('shared/png.ts');
  const { createEnginePool, pooledPort, defaultWorkerCount } = await load(
    'offline/pool/engine-pool.ts',
  );

  const loadAtStart = os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');
  const rows = [];
  console.log('  baselines');
  rows.push(
    await measure(
      "baseline: blank 1024x768 canvas → PNG (the engines' encoder)",
      REPEAT,
      async () => {
        const canvas = createCanvas(1024, 768);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, 1024, 768);
        await encodePng(canvas, 'baseline');
      },
    ),
  );
  const silence = new Float32Array(44_100 * 30);
  rows.push(
    await measure('baseline: 30 s of silence → WAV', REPEAT, async () =>
      encodeWav(silence, silence, 44_100),
    ),
  );

  console.log('  drawing');
  const image = createOfflineImage();
  for (const style of DRAW_STYLES) {
    rows.push(
      await measure(`drawing 1024x768, ${style}`, REPEAT, (i) =>
        image.draw({ prompt: DRAW_PROMPTS[i % DRAW_PROMPTS.length], seed: i, style }),
      ),
    );
  }
  console.log('  colouring');
  const colouring = createOfflineColouring();
  rows.push(
    await measure('colouring: line drawing + region map', REPEAT, (i) =>
      colouring.lineArt({ templateId: colouring.templates()[i % 10].id, seed: i }),
    ),
  );
  rows.push(
    await measure('colouring: automatic colouring', REPEAT, (i) =>
      colouring.autoColour({
        templateId: colouring.templates()[i % 10].id,
        seed: i,
        palettePrompt: '欢快',
      }),
    ),
  );
  console.log('  music');
  const music = createOfflineMusic();
  rows.push(
    await measure('music: 30 s, WAV + MIDI', REPEAT, (i) =>
      music.compose({
        prompt: ['欢快的钢琴曲', '安静的八音盒', '激动的电子音乐'][i % 3],
        seed: i,
        seconds: 30,
      }),
    ),
  );
  console.log('  video');
  const video = createOfflineVideo();
  rows.push(
    await measure('video: 8 s clip from a 3-sentence story (96 frames)', Math.min(REPEAT, 3), (i) =>
      video.animate({
        prompt: '早上，小猫在草地上玩。中午，小猫去河边。晚上，小猫看星星。',
        seed: i,
        seconds: 8,
      }),
    ),
  );
  console.log('  3D, chat, apps');
  const model3d = createOfflineModel3d();
  rows.push(
    await measure('3D: glTF scene of 5 subjects', REPEAT, (i) =>
      model3d.build({ prompt: '草地上有两只小猫、一棵树和一个雪人，天上有太阳', seed: i }),
    ),
  );
  const chat = createOfflineChat();
  const persona = {
    title: '恐龙博士',
    prologue: '你好呀！',
    prompt: '你是一位恐龙专家。霸王龙生活在白垩纪晚期，体长大约12米。三角龙头上有三只角。'.repeat(
      20,
    ),
  };
  rows.push(
    await measure('chat: whole answer (offline assistant)', REPEAT * 4, async () => {
      for await (const piece of chat.stream({ persona, message: '霸王龙有多长？' })) void piece;
    }),
  );
  const apps = createOfflineApps();
  rows.push(
    await measure('smart app: HTML page', REPEAT * 4, (i) =>
      apps.build({ prompt: '100以内加法测验', seed: i }),
    ),
  );
  console.log('  moderation');
  const moderation = createModeration();
  rows.push(
    await measure('moderation: text (word list + personal data), 200 chars', REPEAT * 20, () =>
      moderation.checkText('我想画一只在草地上玩的小猫，旁边有一棵大树和三朵花。'.repeat(8)),
    ),
  );
  const drawing = (await image.draw({ prompt: DRAW_PROMPTS[0], seed: 1 })).png;
  const cold = await time(() => moderation.checkImage(drawing));
  rows.push(
    await measure('moderation: image (nsfwjs, wasm, worker)', REPEAT * 2, () =>
      moderation.checkImage(drawing),
    ),
  );
  await moderation.close();

  // The same concurrent drawings on the event loop and through the engine worker pool (what the
  // server uses), with how long the event loop was held (its longest and p99 delay).
  const concurrent = async (label, port) => {
    console.log(`  ${CONCURRENT} concurrent drawings: ${label}`);
    await port.draw({ prompt: DRAW_PROMPTS[0], seed: 999 }); // warm-up (worker start)
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const rssBefore = process.memoryUsage().rss;
    loop.enable();
    const started = performance.now();
    const latencies = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        await port.draw({
          prompt: DRAW_PROMPTS[i % DRAW_PROMPTS.length],
          seed: 1000 + i,
          style: DRAW_STYLES[i % DRAW_STYLES.length],
        });
        return performance.now() - started;
      }),
    );
    const wall = performance.now() - started;
    loop.disable();
    return {
      label,
      wall,
      latencies,
      loopMax: loop.max / 1e6,
      loopP99: loop.percentile(99) / 1e6,
      rssBefore,
      rssAfter: process.memoryUsage().rss,
    };
  };
  const workers = defaultWorkerCount();
  const pool = createEnginePool();
  const rounds = [
    await concurrent('on the event loop (the engine called directly)', image),
    await concurrent(
      `through the engine pool (${workers} worker thread${workers === 1 ? '' : 's'}, the server's AI_WORKERS default)`,
      pooledPort(createOfflineImage(), pool, 'image'),
    ),
  ];
  await pool.close();

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Offline AI engines',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
    '',
    `Load average when the run started: ${loadAtStart} (other work on this machine slows every figure; compare with the baselines of the same run).`,
    '',
    `Each engine runs in this one process, one result after another, after one warm-up result; times in ms (median and p95 of n results). Baselines: the cost of encoding an empty result of the same size.`,
    '',
    '| engine | n | median ms | p95 ms |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.label} | ${r.n} | ${ms(r.median)} | ${ms(r.p95)} |`),
    '',
    `Image moderation, first call (loads the model into its worker): ${ms(cold)} ms.`,
    '',
    `## ${CONCURRENT} drawings requested at once`,
    '',
    `All five styles and five prompts mixed, ${CONCURRENT} \`draw()\` calls started together, once on the event loop (PNG encoding runs on the libuv thread pool; painting on the main thread) and once through the worker pool the server uses (\`providers/ai/offline/pool\`). "Event loop held" is the longest and the p99 delay of the event loop meanwhile (\`monitorEventLoopDelay\`): how long a server request would have waited.`,
    '',
    `| measure | ${rounds.map((r) => r.label).join(' | ')} |`,
    `| --- | ${rounds.map(() => '---').join(' | ')} |`,
    `| all done (wall time) | ${rounds.map((r) => `${ms(r.wall)} ms`).join(' | ')} |`,
    `| throughput | ${rounds.map((r) => `${(CONCURRENT / (r.wall / 1000)).toFixed(1)} drawings/s`).join(' | ')} |`,
    `| time to result p50 / p95 / max | ${rounds.map((r) => `${ms(percentile(r.latencies, 50))} / ${ms(percentile(r.latencies, 95))} / ${ms(Math.max(...r.latencies))} ms`).join(' | ')} |`,
    `| event loop held, longest / p99 | ${rounds.map((r) => `${ms(r.loopMax)} / ${ms(r.loopP99)} ms`).join(' | ')} |`,
    `| resident memory before → after | ${rounds.map((r) => `${Math.round(r.rssBefore / 2 ** 20)} → ${Math.round(r.rssAfter / 2 ** 20)} MiB`).join(' | ')} |`,
    '',
    'Targets: a drawing under 1 s, a 30-second piece of music under 2 s. On the event loop, concurrent drawings share the main thread and hold it for the whole painting of each; through the pool they share the worker threads instead (one per core but one), and the event loop stays free to answer other requests.',
    '',
  ];
  const report = path.join(ROOT, 'bench/results/ai-engines.md');
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.writeFileSync(report, lines.join('\n'));
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await run();
  console.log(fs.readFileSync(report, 'utf8'));
}
