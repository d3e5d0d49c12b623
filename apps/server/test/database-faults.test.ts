import { AiPointType, Messages, type TAiJobAdded } from '@haoduo/contract';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  aiGenerations,
  aiPointRecords,
  classStudents,
  jobs,
  users,
} from '../src/db/schema';
import { openWorkshopApp, pointAccountOf } from './factories/workshop';
import { classByCode, schoolIds, studentAccountId, studentCaller } from './factories/classes';
import type { TEnvelopeResponse, TTestApp } from './helpers/test-app';

/**
 * The database goes away mid-request and comes back (PostgreSQL only: the embedded database
 * runs in the server's own process and cannot lose its connection). While requests that write
 * several rows in one transaction run — pupils joining a class by its code (a user, an account,
 * a membership), a pupil starting AI generations (the generation, its points charge, the
 * balance and its job) — every connection of the server is terminated, again and again. Each
 * request answers 200 or 503 with the Chinese envelope; nothing crashes the process (no
 * unhandled 'error' of a pg client); the server serves again without a restart; nothing is
 * half-written; and it closes at once (no connection left checked out of the pool).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const W = '/api/v1/works-service';
const REG = `${W}/student/custom/reg-join-class`;

let t: TTestApp & { closeApp(): Promise<void> };
let closed = false;
let database = '';

beforeAll(async () => {
  if (!onPostgres) return;
  // A short lease: a job whose outcome could not be recorded is claimed again in 2 s.
  t = await openWorkshopApp({ jobs: { pollMs: 50, leaseMs: 2000 } });
  const result = (await t.database.db.execute(
    sql`select current_database() as name`,
  )) as unknown as {
    rows: { name: string }[];
  };
  database = result.rows[0]!.name;
}, 120_000);
afterAll(async () => {
  if (!closed) await t?.close();
});

/** Ends every connection of the server to its database (from outside, like a failover). */
async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const res = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** Runs the calls in batches of 5 while the server's connections are killed every few ms. */
async function whileKilling<T>(
  calls: (() => Promise<TEnvelopeResponse<T>>)[],
): Promise<TEnvelopeResponse<T>[]> {
  let killing = true;
  let kills = 0;
  const killer = (async () => {
    while (killing) {
      kills += await terminateBackends();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const results: TEnvelopeResponse<T>[] = [];
  try {
    for (let i = 0; i < calls.length; i += 5)
      results.push(...(await Promise.all(calls.slice(i, i + 5).map((call) => call()))));
  } finally {
    killing = false;
    await killer;
  }
  expect(kills).toBeGreaterThan(0);
  for (const res of results) {
    expect([200, 503]).toContain(res.status);
    if (res.status === 503) {
      expect(res.body.message).toBe(Messages.SERVICE_UNAVAILABLE);
      expect(JSON.stringify(res.body)).not.toMatch(/terminat|ECONN|SQL|at \S+ \(/i);
    }
  }
  return results;
}

/** Calls until it is no longer 503 (the server reconnects on its own), at most 2 s. */
async function once<T>(call: () => Promise<TEnvelopeResponse<T>>) {
  let res = await call();
  for (let i = 0; i < 20 && res.status === 503; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    res = await call();
  }
  return res;
}

describe.skipIf(!onPostgres)(
  'database faults (PostgreSQL; PGlite has no connection to lose)',
  () => {
    it('answers 503 while the database is away, recovers without a restart, leaves no half-written join', async () => {
      const cls = await classByCode(t, 'AI3001');
      const names = Array.from({ length: 30 }, (_, i) => `断线${i}`);
      const results = await whileKilling(
        names.map(
          (name) => () => t.api.post<{ username: string }>(REG, { classCode: 'AI3001', name }),
        ),
      );
      expect(results.some((r) => r.status === 503)).toBe(true);

      // Back without a restart.
      const back = await once(() =>
        t.api.post<{ username: string }>(REG, { classCode: 'AI3001', name: '恢复后' }),
      );
      expect(back.status).toBe(200);
      expect((await t.api.get('/api/health')).status).toBe(200);

      // Every pupil the refused and answered joins made is whole: user, account and membership.
      const db = t.database.db;
      const made = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.name, [...names, '恢复后']));
      for (const user of made) {
        const [member] = await db
          .select({ classId: classStudents.classId })
          .from(accounts)
          .innerJoin(classStudents, eq(classStudents.accountId, accounts.id))
          .where(eq(accounts.userId, user.id));
        expect(member?.classId, `${user.name} has no membership`).toBe(cls.id);
      }
      const answered = results.filter((r) => r.status === 200).length;
      expect(made.length).toBeGreaterThanOrEqual(answered + 1);
    }, 60_000);

    it('charges a generation with its job or not at all, and every failed one is refunded once', async () => {
      const db = t.database.db;
      const schools = await schoolIds(t);
      const pupil = await studentCaller(t, 'stu001', schools.primary);
      const accountId = await studentAccountId(t, 'stu001', schools.primary);
      const classId = (await classByCode(t, 'AI3001')).id;
      const balance = async () => (await pointAccountOf(t, accountId))!;
      const before = await balance();
      // Rows made from here on have higher ids than any now.
      const last = async (table: typeof aiGenerations | typeof aiPointRecords | typeof jobs) =>
        (await db.select({ id: sql<number>`coalesce(max(${table.id}), 0)::int` }).from(table))[0]!
          .id;
      const since = {
        generation: await last(aiGenerations),
        record: await last(aiPointRecords),
        job: await last(jobs),
      };

      const results = await whileKilling(
        Array.from(
          { length: 15 },
          (_, i) => () =>
            t.api.post<TAiJobAdded>(
              `${W}/ai-draw/custom/add`,
              { prompt: `断线的小猫${i}`, classId },
              pupil.opts(),
            ),
        ),
      );
      const answered = results.filter((r) => r.status === 200).map((r) => r.body.data.job.id);

      // Back without a restart; then every job ends (done, or failed with its points back).
      expect(
        (
          await once(() =>
            t.api.post<TAiJobAdded>(
              `${W}/ai-draw/custom/add`,
              { prompt: '恢复后的小猫', classId },
              pupil.opts(),
            ),
          )
        ).status,
      ).toBe(200);
      await t.app.jobs.drain(20_000);
      // A job whose outcome could not be written (its connection was killed) stays `running`
      // until its lease (2 s here) runs out; drain() only sees it once it has. Wait for those.
      for (let waited = 0; waited < 20_000; waited += 250) {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(gt(jobs.id, since.job), eq(jobs.status, 'running')));
        if (Number(row?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
        await t.app.jobs.drain(20_000);
      }

      const generations = await db
        .select()
        .from(aiGenerations)
        .where(and(eq(aiGenerations.accountId, accountId), gt(aiGenerations.id, since.generation)));
      const records = await db
        .select()
        .from(aiPointRecords)
        .where(eq(aiPointRecords.pointAccountId, before.id))
        .orderBy(aiPointRecords.id);
      const recent = records.filter((r) => r.id > since.record);
      // Every generation an answer named exists; each one is whole: a job, one charge.
      const ids = new Set(generations.map((g) => g.id));
      for (const id of answered)
        expect(ids.has(id), `generation ${id} answered but missing`).toBe(true);
      for (const g of generations) {
        expect(g.jobId, `generation ${g.id} without its job`).not.toBeNull();
        expect(['done', 'failed']).toContain(g.status);
        const mine = recent.filter((r) => r.generationId === g.id);
        expect(mine.filter((r) => r.pointType === AiPointType.CHARGE)).toHaveLength(1);
        expect(mine.filter((r) => r.pointType === AiPointType.REFUND)).toHaveLength(
          g.status === 'failed' ? 1 : 0,
        );
      }
      // No charge of a generation that was rolled back, no job without its generation.
      expect(recent.every((r) => r.generationId !== null && ids.has(r.generationId))).toBe(true);
      const jobIds = generations.map((g) => g.jobId!);
      const [{ orphans }] = (await db
        .select({ orphans: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(gt(jobs.id, since.job), notInArray(jobs.id, jobIds.length ? jobIds : [0])))) as [
        { orphans: number },
      ];
      expect(orphans).toBe(0);
      // The balance is the start plus every change, and the last record's balance.
      const after = await balance();
      expect(after.points).toBe(before.points + recent.reduce((sum, r) => sum + r.points, 0));
      expect(records.at(-1)!.balance).toBe(after.points);
    }, 60_000);

    it('closes at once: no connection was left checked out of the pool', async () => {
      const started = Date.now();
      closed = true;
      await t.close();
      expect(Date.now() - started).toBeLessThan(5000);
    }, 10_000);
  },
);
