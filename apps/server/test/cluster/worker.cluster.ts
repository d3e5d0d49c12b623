import type { TAiJobAdded } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations } from '../../src/db/schema';
import { classByCode, schoolIds, studentCaller } from '../factories/classes';
import type { TTestApp } from '../helpers/test-app';
import { clusterUnavailable, startCluster, type TCluster } from './cluster-harness';
import { call } from './cluster-http';

/**
 * `npm run worker`: the built worker (dist/worker.js) runs the jobs that an HTTP-only server
 * process (JOBS=off) queues, and closes cleanly on SIGTERM.
 */
const unavailable = clusterUnavailable();
let cluster: TCluster;
let t: TTestApp;

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startCluster({ processes: 1, env: { JOBS: 'off' } });
  t = { database: cluster.database } as TTestApp;
}, 180_000);
afterAll(async () => cluster?.close(), 60_000);

describe.skipIf(unavailable)(`a worker process (${unavailable ?? 'Redis and PostgreSQL'})`, () => {
  it('runs the AI jobs an HTTP-only process queues, and closes on SIGTERM', async () => {
    const db = cluster.database.db;
    const schools = await schoolIds(t);
    const pupil = await studentCaller(t, 'stu001', schools.primary);
    const classId = (await classByCode(t, 'AI3001')).id;
    const add = () =>
      call<TAiJobAdded>(
        cluster.url,
        'POST',
        '/api/v1/works-service/ai-draw/custom/add',
        { body: { prompt: '工人进程画的小猫', classId } },
        pupil.opts(),
      );
    const status = async (id: number) =>
      (await db.select().from(aiGenerations).where(eq(aiGenerations.id, id)))[0]!.status;

    // Nobody runs jobs yet: the server process only queues them.
    const first = await add();
    expect(first.status, first.body.message).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await status(first.body.data.job.id)).toBe('queued');

    const worker = cluster.startWorker();
    const deadline = Date.now() + 60_000;
    while ((await status(first.body.data.job.id)) !== 'done') {
      if (Date.now() > deadline) throw new Error(`the worker never ran it: ${worker.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const exited = new Promise((resolve) => worker.child!.once('exit', resolve));
    worker.child!.kill('SIGTERM');
    await exited;
    expect(worker.exit, worker.output).toEqual({ code: 0, signal: null });
  }, 120_000);
});
