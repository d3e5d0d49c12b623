import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AiPointType,
  signedQueryString,
  TENANT_CODE_DEFAULT,
  type TAiJobAdded,
} from '@haoduo/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { aiGenerations, aiPointRecords } from '../src/db/schema';
import { openDatabase, type TDatabase } from '../src/platform/db/database';
import { pointAccountOf } from './factories/workshop';
import { classByCode, schoolIds, studentAccountId, studentCaller } from './factories/classes';
import { startFakeOpenAi, type TFakeOpenAi } from './helpers/fake-openai-server';
import {
  TEST_SALT,
  type TCallOptions,
  type TEnvelopeResponse,
  type TTestApp,
} from './helpers/test-app';

/**
 * The server is killed (SIGKILL: no graceful stop, no job put back) while an AI job runs, and
 * started again on the same PostgreSQL database. The real server runs as a child process
 * (`tsx src/main.ts`); its image provider is a local fake of the OpenAI API that holds the
 * first drawing until the kill. After the restart the job's lease runs out (30 s), the new
 * process claims it and finishes it — or fails it with its points refunded once. Either way
 * the pupil is charged at most once and the balance is the start plus the point records.
 * PostgreSQL only: the embedded database lives inside the killed process.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const W = '/api/v1/works-service';

let fake: TFakeOpenAi;
let adminUrl = '';
let name = '';
let url = '';
let database: TDatabase;
let port = 0;
let dataDir = '';
let child: ChildProcess | null = null;
let output = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

/** Starts the real server on the test database and waits until it answers. */
async function startServer(): Promise<void> {
  const started = spawn(
    process.execPath,
    // tsx as a loader of this one process (its cli would run the server in a grandchild,
    // which a kill of the child would leave running).
    ['--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        SIGN_SALT: TEST_SALT,
        LOG_LEVEL: 'warn',
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_IMAGE_MODEL: 'image-test',
        AI_WORKERS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child = started;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (started.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function kill(signal: NodeJS.Signals): Promise<void> {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill(signal);
  await exited;
}

/** A signed call over HTTP, like the web client's (and the in-process test client's). */
async function post<T>(
  route: string,
  body: unknown,
  who: TCallOptions,
): Promise<TEnvelopeResponse<T>> {
  const text = JSON.stringify(body);
  const token = who.token ?? '';
  const qs = signedQueryString({ method: 'POST', body: text, token, salt: TEST_SALT });
  const res = await fetch(`http://127.0.0.1:${port}${route}?${qs}`, {
    method: 'POST',
    headers: {
      'permission-tenant-en': TENANT_CODE_DEFAULT,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...who.headers,
    },
    body: text,
  });
  return {
    status: res.status,
    body: (await res.json()) as TEnvelopeResponse<T>['body'],
  } as TEnvelopeResponse<T>;
}

beforeAll(async () => {
  if (!onPostgres) return;
  adminUrl = process.env.DATABASE_URL!;
  const template = inject('testTemplates').postgres?.demo;
  if (!template) throw new Error('no PostgreSQL demo template (test/global-setup.ts)');
  name = `test_kill_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  url = target.toString();
  database = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
  fake = await startFakeOpenAi();
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-kill-'));
}, 60_000);

afterAll(async () => {
  await kill('SIGTERM');
  await fake?.close();
  await database?.close();
  if (name) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe.skipIf(!onPostgres)('the server killed during a running AI job (PostgreSQL)', () => {
  it('finishes the job after a restart, or fails it with one refund; no points lost or charged twice', async () => {
    const db = database.db;
    const t = { database } as TTestApp; // the factories read the database only
    const schools = await schoolIds(t);
    const pupil = await studentCaller(t, 'stu001', schools.primary);
    const accountId = await studentAccountId(t, 'stu001', schools.primary);
    const classId = (await classByCode(t, 'AI3001')).id;
    const account = async () => (await pointAccountOf(t, accountId))!;
    const before = await account();
    const [{ lastRecord }] = (await db
      .select({ lastRecord: sql<number>`coalesce(max(${aiPointRecords.id}), 0)::int` })
      .from(aiPointRecords)) as [{ lastRecord: number }];

    // The drawing is held by the provider until the server is gone.
    fake.delay('images', 120_000);
    await startServer();
    const added = await post<TAiJobAdded>(
      `${W}/ai-draw/custom/add`,
      { prompt: '被打断的小猫', classId },
      pupil.opts(),
    );
    expect(added.status, added.body.message).toBe(200);
    const generationId = added.body.data.job.id;
    const generation = async () =>
      (await db.select().from(aiGenerations).where(eq(aiGenerations.id, generationId)))[0]!;

    // Running, and its request is at the provider: kill the server there.
    const deadline = Date.now() + 15_000;
    while (
      (await generation()).status !== 'running' ||
      !fake.requests.some((r) => r.endpoint === 'images')
    ) {
      if (Date.now() > deadline) throw new Error(`job never ran: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await kill('SIGKILL');
    // Really gone: nothing answers on its port.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect((await generation()).status).toBe('running');
    expect((await account()).points).toBe(before.points - added.body.data.cost);

    // Started again; the provider answers now. The job's lease (30 s) runs out, it is claimed
    // again and ends.
    fake.delay('images', 0);
    await startServer();
    const until = Date.now() + 60_000;
    let row = await generation();
    while (row.status === 'running' || row.status === 'queued') {
      if (Date.now() > until) throw new Error(`job never ended after the restart: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = await generation();
    }
    expect(['done', 'failed']).toContain(row.status);

    const records = await db
      .select()
      .from(aiPointRecords)
      .where(and(eq(aiPointRecords.pointAccountId, before.id), gt(aiPointRecords.id, lastRecord)))
      .orderBy(aiPointRecords.id);
    const charges = records.filter((r) => r.pointType === AiPointType.CHARGE);
    const refunds = records.filter((r) => r.pointType === AiPointType.REFUND);
    expect(charges.map((r) => r.generationId)).toEqual([generationId]);
    expect(refunds.map((r) => r.generationId)).toEqual(
      row.status === 'failed' ? [generationId] : [],
    );
    const after = await account();
    const cost = added.body.data.cost;
    expect(after.points).toBe(before.points - (row.status === 'done' ? cost : 0));
    expect(after.points).toBe(before.points + records.reduce((sum, r) => sum + r.points, 0));
    expect(records.at(-1)!.balance).toBe(after.points);
    // What it did: finished after the restart (the provider was asked again).
    expect(
      row.status,
      `${row.errorMessage} ${JSON.stringify(fake.requests.map((r) => r.endpoint))} ${output}`,
    ).toBe('done');
    expect(fake.requests.filter((r) => r.endpoint === 'images').length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
