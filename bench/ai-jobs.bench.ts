// Concurrent drawing jobs through the persisted job queue: 40 pupils' drawings requested at
// once through the real app (signed API calls: moderation, charge, job insert), then run by
// the worker at concurrency 1, 2 and 4. Beside it, the baseline measured in the same run: the
// same drawings made directly by the offline engine and checked by the image moderation,
// one after another, with no HTTP, database or queue.
//
//   npx tsx bench/ai-jobs.bench.ts        (or: npm run bench -- ai-jobs)
//
// Env: BENCH_JOBS (default 40), BENCH_JOB_CONCURRENCY (default 1,2,4), DATABASE_URL (PostgreSQL
// instead of the embedded PGlite).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { AccountType, AiPointOwnerType, AiPointType } from '@haoduo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { accounts, aiGenerations, users } from '../apps/server/src/db/schema';
import { loadDemoData } from '../apps/server/src/demo/load-demo-data';
import { DEMO_AI3001_PUPILS } from '../apps/server/src/demo/seed-classes-and-tools';
import { createSession } from '../apps/server/src/modules/identity';
import {
  credit,
  ensurePointAccount,
  writeRecord,
} from '../apps/server/src/modules/ai-points/points-ledger';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase, type TDatabase } from '../apps/server/src/platform/db/database';
import { defaultWorkerCount } from '../apps/server/src/providers/ai/offline/pool/engine-pool';
import { createAiRegistry } from '../apps/server/src/providers/ai/registry';
import { testClient } from '../apps/server/test/helpers/test-app';
import { table, writeReport } from './lib/report';

const JOBS = Number(process.env.BENCH_JOBS ?? 40);
const CONCURRENCY = (process.env.BENCH_JOB_CONCURRENCY ?? '1,2,4').split(',').map(Number);
const SALT = 'bench-sign-salt';
const PROMPTS = [
  '三只猫和一只红色的狗在草地上',
  '夜晚的森林里有两只小白兔和很多星星',
  'A red car and two yellow ducks by the lake at sunset',
  '海底世界：章鱼、鲨鱼和五条小鱼',
  '下雪天，雪人和小朋友在房子前面',
];

const promptOf = (i: number) => PROMPTS[Math.abs(i) % PROMPTS.length]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

async function benchDatabase(): Promise<{ database: TDatabase; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ driver: 'pglite', dataDir: null });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `bench_jobs_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The same drawings without HTTP, database or queue: engine (through the registry, so in its
 * engine worker thread) plus image moderation.
 */
async function baseline(): Promise<number[]> {
  const registry = createAiRegistry({ config: loadConfig({ NODE_ENV: 'test' }).ai });
  const [image, moderation] = [await registry.port('image'), await registry.port('moderation')];
  const draw = async (i: number) => {
    const result = await image.draw({ prompt: promptOf(i), seed: Math.abs(i) });
    await moderation.checkImage(result.png);
  };
  await draw(-1); // warm-up: fonts, the moderation model
  const times: number[] = [];
  for (let i = 0; i < Math.min(JOBS, 20); i++) {
    const started = performance.now();
    await draw(i);
    times.push(performance.now() - started);
  }
  await registry.close();
  return times;
}

/** Pupils with sessions and enough points for the run. */
async function pupils(database: TDatabase) {
  const db = database.db;
  const names = ['stu001', ...DEMO_AI3001_PUPILS.map((p) => p.username)];
  const rows = await db
    .select({ userId: users.id, accountId: accounts.id, schoolId: accounts.schoolId })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(
      and(
        inArray(sql`lower(${users.username})`, names),
        eq(accounts.accountType, AccountType.STUDENT),
        sql`${accounts.schoolId} = (select min(id) from schools)`,
      ),
    );
  const tokens: string[] = [];
  for (const row of rows) {
    const account = await ensurePointAccount(db, {
      ownerType: AiPointOwnerType.USER,
      schoolId: row.schoolId,
      accountId: row.accountId,
    });
    const after = await credit(db, account.id, 100_000);
    await writeRecord(db, after, 100_000, { pointType: AiPointType.SET, reason: '基准测试' });
    const session = await createSession(db, {
      userId: row.userId,
      audience: 'learner',
      accountType: AccountType.STUDENT,
    });
    tokens.push(session.token);
  }
  return tokens;
}

interface TRound {
  concurrency: number;
  addP50: number;
  addP99: number;
  wallMs: number;
  perSecond: number;
  jobP50: number;
  jobP95: number;
  failed: number;
}

async function round(database: TDatabase, concurrency: number, demo: boolean): Promise<TRound> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SIGN_SALT: SALT,
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
  });
  const app = await buildApp({
    config,
    database,
    serveApps: false,
    logger: false,
    jobs: { concurrency, pollMs: 50 },
  });
  if (demo) await loadDemoData(database.db, app.log, { appSecret: config.appSecret });
  await app.ready();
  const api = testClient(app, config);
  const tokens = await pupils(database);
  const headers = { 'accounts-info': '2' };
  const add = async (i: number) => {
    const started = performance.now();
    const res = await api.post<{ job: { id: number } }>(
      '/api/v1/works-service/ai-draw/custom/add',
      { prompt: promptOf(i), seed: Math.abs(i) },
      { token: tokens[Math.abs(i) % tokens.length], headers },
    );
    if (res.status !== 200) throw new Error(`add failed: ${res.status} ${res.body.message}`);
    return { id: res.body.data.job.id, ms: performance.now() - started };
  };
  await add(-1);
  await app.jobs.drain(120_000); // warm-up: the moderation model loads once per process

  const started = performance.now();
  const added = await Promise.all(Array.from({ length: JOBS }, (_, i) => add(i)));
  await app.jobs.drain(600_000);
  const wallMs = performance.now() - started;
  const rows = await database.db
    .select({
      status: aiGenerations.status,
      ms: sql<number>`extract(epoch from (${aiGenerations.finishedAt} - ${aiGenerations.createdAt})) * 1000`,
    })
    .from(aiGenerations)
    .where(
      inArray(
        aiGenerations.id,
        added.map((a) => a.id),
      ),
    );
  await app.close();
  const latencies = rows.map((r) => Number(r.ms));
  const addTimes = added.map((a) => a.ms);
  return {
    concurrency,
    addP50: percentile(addTimes, 50),
    addP99: percentile(addTimes, 99),
    wallMs,
    perSecond: (JOBS / wallMs) * 1000,
    jobP50: percentile(latencies, 50),
    jobP95: percentile(latencies, 95),
    failed: rows.filter((r) => r.status !== 'done').length,
  };
}

export async function run(): Promise<string> {
  const databaseName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  const base = await baseline();
  const baseMedian = percentile(base, 50);
  const { database, drop } = await benchDatabase();
  const rounds: TRound[] = [];
  try {
    for (const [index, concurrency] of CONCURRENCY.entries()) {
      rounds.push(await round(database, concurrency, index === 0));
    }
  } finally {
    await drop();
  }
  return writeReport('ai-jobs', 'Concurrent drawing jobs through the job queue', [
    `${JOBS} drawings requested at once by ${DEMO_AI3001_PUPILS.length + 1} pupils through the signed API (moderation, charge and job insert in one transaction), run by the in-process worker on ${databaseName}. Load average at start: ${os.loadavg()[0]!.toFixed(1)}.`,
    '',
    '## Baseline (same run)',
    '',
    `The offline drawing engine plus the image moderation, called directly one after another: median ${ms(baseMedian)} ms, p95 ${ms(percentile(base, 95))} ms per drawing, i.e. at most ${(1000 / baseMedian).toFixed(2)} drawings/s on one core.`,
    '',
    '## Through the queue',
    '',
    table(
      [
        'worker concurrency',
        'add p50 (ms)',
        'add p99 (ms)',
        'all done (s)',
        'drawings/s',
        'vs baseline',
        'job p50 (ms)',
        'job p95 (ms)',
        'failed',
      ],
      rounds.map((r) => [
        r.concurrency,
        ms(r.addP50),
        ms(r.addP99),
        (r.wallMs / 1000).toFixed(1),
        r.perSecond.toFixed(2),
        `${((r.perSecond / (1000 / baseMedian)) * 100).toFixed(0)}%`,
        ms(r.jobP50),
        ms(r.jobP95),
        r.failed,
      ]),
    ),
    '',
    `"add" is the API call that queues a drawing (the pupil waits for this, not for the picture); "job" is the time from the request to the finished picture, including the wait in the queue. The drawing engine renders in the AI registry's engine worker threads (\`AI_WORKERS\`, default ${defaultWorkerCount()} here: cores − 1) and the moderation model in its own worker thread, so the event loop only moves bytes and rows; a job concurrency above the engine workers overlaps a drawing with the moderation of another, more only lengthens the queue.`,
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then(
    (file) => console.log(`report: ${file}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
