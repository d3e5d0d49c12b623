import { AiPointType, encodePassword, type TAiJobAdded, type TWorksCard } from '@haoduo/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, aiPointRecords, jobs } from '../../src/db/schema';
import { classByCode, schoolIds, studentAccountId, studentCaller } from '../factories/classes';
import { makeClass, makeStaff } from '../factories/school';
import { pointAccountOf } from '../factories/workshop';
import { picture } from '../../src/modules/media/testing/media-fixtures';
import { startFakeOpenAi, type TFakeOpenAi } from '../helpers/fake-openai-server';
import { postForm, startS3TestServer, type TS3TestServer } from '../helpers/s3-test-server';
import type { TTestApp } from '../helpers/test-app';
import { clusterUnavailable, startCluster, type TCluster } from './cluster-harness';
import { call } from './cluster-http';

/**
 * Three server processes (the built server) on one PostgreSQL and one Redis, behind a
 * round-robin balancer: what one process does, the others honour at once.
 */
const unavailable = clusterUnavailable();
const LOGIN_LIMIT = 6;
const W = '/api/v1/works-service';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: TCluster;
let fake: TFakeOpenAi;
let s3: TS3TestServer;
let t: TTestApp;

beforeAll(async () => {
  if (unavailable) return;
  fake = await startFakeOpenAi();
  s3 = await startS3TestServer();
  cluster = await startCluster({
    env: {
      // Files in the S3-compatible store, shared by the three.
      ...s3.env,
      // A closing process answers "not ready" this long before it stops listening.
      SHUTDOWN_DELAY_MS: '300',
      RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMIT),
      // A killed process's job is claimed again after 3 s instead of 30.
      JOB_LEASE_MS: '3000',
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_IMAGE_MODEL: 'image-test',
    },
  });
  t = { database: cluster.database } as TTestApp; // the factories use the database only
}, 180_000);

afterAll(async () => {
  await cluster?.close();
  await fake?.close();
  await s3?.close();
}, 60_000);

/** How long until `check` holds, polling every 20 ms (throws after `ms`). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await wait(20);
  }
  return Date.now() - started;
}

describe.skipIf(unavailable)(
  `three server processes behind a balancer (${unavailable ?? 'Redis and PostgreSQL'})`,
  () => {
    it('a token signed out on one process is refused by the others within a second', async () => {
      const staff = await makeStaff(t);
      const who = { token: staff.token };
      const [one, two, three] = cluster.processes.map((p) => p.url);
      // Every process has seen (and keeps) the session.
      for (const url of [one!, two!, three!]) {
        expect((await call(url, 'GET', '/api/v1/auth/check-alive', {}, who)).status).toBe(200);
      }
      const out = await call(one!, 'POST', '/api/v1/auth/logout', {}, who);
      expect(out.status, out.body.message).toBe(200);
      for (const url of [two!, three!]) {
        const took = await within(1000, async () => {
          return (await call(url, 'GET', '/api/v1/auth/check-alive', {}, who)).status === 401;
        });
        expect(took).toBeLessThan(1000);
      }
    });

    it('a rate limit is counted across all three processes', async () => {
      const answers = [];
      for (let i = 0; i <= LOGIN_LIMIT; i++) {
        // A new name each time: the password lockout (per name) stays out of it.
        answers.push(
          await call(cluster.url, 'POST', '/api/v1/auth/login', {
            body: { username: `nobody${i}`, password: encodePassword('Wrong12345') },
          }),
        );
      }
      const allowed = answers.slice(0, LOGIN_LIMIT);
      expect(allowed.map((a) => a.status)).not.toContain(429);
      // Each process answered a share of them; alone, none would have reached the limit.
      expect(new Set(allowed.map((a) => a.backend)).size).toBe(3);
      expect(answers[LOGIN_LIMIT]!.status).toBe(429);
    });

    it("a work published through one process is in the others' gallery at once", async () => {
      const { pupils, teachers } = await makeClass(t, { pupils: 1 });
      const author = { token: pupils[0]!.token, headers: pupils[0]!.headers };
      const teacher = { token: teachers[0]!.token, headers: teachers[0]!.headers };
      const [one, two, three] = cluster.processes.map((p) => p.url);
      const gallery = async (url: string) => {
        const page = await call<{ list: TWorksCard[] }>(
          url,
          'GET',
          `${W}/works/custom/works-index`,
          {
            query: { sort: 'newest' },
          },
        );
        expect(page.status).toBe(200);
        return page.body.data.list.map((w) => w.id);
      };
      // The others keep their gallery page.
      await gallery(two!);
      await gallery(three!);

      const add = await call<{ id: number }>(
        one!,
        'POST',
        `${W}/works/custom/add`,
        { body: { worksName: '三台服务器的小鲸鱼' } },
        author,
      );
      expect(add.status, add.body.message).toBe(200);
      const id = add.body.data.id;
      const publish = await call(
        one!,
        'POST',
        `${W}/works/custom/update-status`,
        { body: { id, status: 1 } },
        author,
      );
      expect(publish.status, publish.body.message).toBe(200);
      const audit = await call(
        one!,
        'POST',
        `${W}/works/custom/audit`,
        { body: { id, auditStatus: 1 } },
        teacher,
      );
      expect(audit.status, audit.body.message).toBe(200);

      // Asked straight after, from the other processes: no waiting for a time to live.
      expect(await gallery(two!)).toContain(id);
      expect(await gallery(three!)).toContain(id);
    });

    it('an upload goes browser → presigned URL → S3 → recorded by another process → served by a third', async () => {
      const { pupils } = await makeClass(t, { pupils: 1 });
      const pupil = { token: pupils[0]!.token, headers: pupils[0]!.headers };
      const [one, two, three] = cluster.processes.map((p) => p.url);
      const png = await picture();
      const ticket = await call<{ url: string; fields: Record<string, string>; key: string }>(
        one!,
        'POST',
        `${W}/media/custom/upload-ticket`,
        { body: { mime: 'image/png', size: png.length } },
        pupil,
      );
      expect(ticket.status, ticket.body.message).toBe(200);
      // The browser's form POST goes straight to the bucket.
      expect((await postForm(ticket.body.data, png)).status).toBe(204);
      const done = await call<{ url: string }>(
        two!,
        'POST',
        `${W}/media/custom/upload-complete`,
        { body: { key: ticket.body.data.key } },
        pupil,
      );
      expect(done.status, done.body.message).toBe(200);
      const served = await fetch(`${three!}${done.body.data.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    });

    it('a rolling restart of one process under load loses no request', async () => {
      const target = 1;
      const proc = cluster.processes[target]!;
      const statuses: number[] = [];
      let loading = true;
      const load = async () => {
        while (loading) {
          const page = await call(cluster.url, 'GET', `${W}/works/custom/works-index`, {
            query: { sort: 'newest' },
          });
          statuses.push(page.status);
        }
      };
      const clients = Array.from({ length: 6 }, load);
      await wait(500);
      const stopping = cluster.stop(target, 'SIGTERM');
      // Not ready at once (503), while it still serves for SHUTDOWN_DELAY_MS.
      await within(1000, async () => {
        const health = await fetch(`${proc.url}/api/health`).catch(() => null);
        const body = (await health?.json()) as { data?: { ready?: boolean } } | undefined;
        return health?.status === 503 && body?.data?.ready === false;
      });
      await stopping;
      expect(proc.exit).toEqual({ code: 0, signal: null });
      await cluster.restart(target);
      await wait(500);
      loading = false;
      await Promise.all(clients);
      expect(statuses.length).toBeGreaterThan(20);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      // The restarted process takes its share again.
      const health = await fetch(`${proc.url}/api/health`);
      expect(health.status).toBe(200);
    });

    it('an AI job survives the SIGKILL of the process that took it, with points charged once', async () => {
      const db = cluster.database.db;
      const schools = await schoolIds(t);
      const pupil = await studentCaller(t, 'stu001', schools.primary);
      const accountId = await studentAccountId(t, 'stu001', schools.primary);
      const classId = (await classByCode(t, 'AI3001')).id;
      const account = async () => (await pointAccountOf(t, accountId))!;
      const before = await account();
      const [{ lastRecord }] = (await db
        .select({ lastRecord: sql<number>`coalesce(max(${aiPointRecords.id}), 0)::int` })
        .from(aiPointRecords)) as [{ lastRecord: number }];

      // The provider holds the drawing until its process is gone.
      fake.delay('images', 120_000);
      const added = await call<TAiJobAdded>(
        cluster.url,
        'POST',
        `${W}/ai-draw/custom/add`,
        { body: { prompt: '三台服务器里被打断的小猫', classId } },
        pupil.opts(),
      );
      expect(added.status, added.body.message).toBe(200);
      const generationId = added.body.data.job.id;
      const generation = async () =>
        (await db.select().from(aiGenerations).where(eq(aiGenerations.id, generationId)))[0]!;

      // Which process took it: the job row names its worker (host:pid:random).
      let holder = -1;
      await within(15_000, async () => {
        const [job] = await db
          .select({ lockedBy: jobs.lockedBy })
          .from(jobs)
          .where(
            and(
              eq(jobs.status, 'running'),
              sql`${jobs.payload}->>'generationId' = ${String(generationId)}`,
            ),
          );
        const pid = Number(job?.lockedBy?.split(':')[1]);
        holder = cluster.processes.findIndex((p) => p.pid === pid);
        return holder >= 0 && fake.requests.some((r) => r.endpoint === 'images');
      });
      await cluster.stop(holder, 'SIGKILL');
      await expect(fetch(`${cluster.processes[holder]!.url}/api/health`)).rejects.toThrow();
      expect((await generation()).status).toBe('running');

      // The provider answers now; the lease (3 s) runs out and another process finishes it.
      fake.delay('images', 0);
      await within(
        30_000,
        async () => !['running', 'queued'].includes((await generation()).status),
      );
      const row = await generation();
      expect(row.status, row.errorMessage ?? '').toBe('done');

      const records = await db
        .select()
        .from(aiPointRecords)
        .where(and(eq(aiPointRecords.pointAccountId, before.id), gt(aiPointRecords.id, lastRecord)))
        .orderBy(aiPointRecords.id);
      expect(
        records.filter((r) => r.pointType === AiPointType.CHARGE).map((r) => r.generationId),
      ).toEqual([generationId]);
      expect(records.filter((r) => r.pointType === AiPointType.REFUND)).toEqual([]);
      const after = await account();
      expect(after.points).toBe(before.points - added.body.data.cost);
      expect(records.at(-1)!.balance).toBe(after.points);
      // The survivors still serve through the balancer.
      const health = await fetch(`${cluster.url}/api/health`);
      expect(health.status).toBe(200);
    }, 90_000);
  },
);
