import { AiPointType, AiWorkshopMessages, type TAiJobAdded } from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, aiPointRecords, jobs } from '../../db/schema';
import type { TDatabase } from '../../platform/db/database';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../test/helpers/fake-openai-server';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
} from '../../../test/factories/classes';
import { openWorkshopApp, pointsOf } from '../../../test/factories/workshop';

/**
 * A generation survives a server restart: stopped mid-job by closing the app, it runs again
 * when the app reopens on the same database and is charged once; a job whose worker died
 * with no attempts left fails with its points refunded, once.
 */

const W = '/api/v1/works-service';
let fake: TFakeOpenAi;
let database: TDatabase;

const open = (db?: TDatabase) =>
  openWorkshopApp({
    database: db,
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_IMAGE_MODEL: 'image-test',
    },
    aiOptions: { attempts: 1, backoffMs: 1 },
    jobs: { pollMs: 50, leaseMs: 3000 },
  });

async function jobOf(generationId: number) {
  const [row] = await database.db
    .select({ job: jobs, generation: aiGenerations })
    .from(aiGenerations)
    .innerJoin(jobs, eq(jobs.id, aiGenerations.jobId))
    .where(eq(aiGenerations.id, generationId));
  return row!;
}

async function recordTypes(generationId: number) {
  const rows = await database.db
    .select({ pointType: aiPointRecords.pointType })
    .from(aiPointRecords)
    .where(eq(aiPointRecords.generationId, generationId));
  return rows.map((row) => row.pointType).sort();
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await database?.close();
  await fake?.close();
});

describe('restart during a running job', () => {
  let stuAccount: number;
  let start: number;
  let generationId: number;

  it('puts the running job back when the app closes, and finishes it after the restart', async () => {
    fake.delay('images', 60_000);
    const first = await open();
    database = first.database;
    const schools = await schoolIds(first);
    const stu001 = await studentCaller(first, 'stu001', schools.primary);
    const ai3001 = (await classByCode(first, 'AI3001')).id;
    stuAccount = await studentAccountId(first, 'stu001', schools.primary);
    start = await pointsOf(first, stuAccount);

    const res = await first.api.post<TAiJobAdded>(
      `${W}/ai-draw/custom/add`,
      { prompt: '一只在海边的小狗', classId: ai3001 },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    generationId = res.body.data.job.id;
    for (let i = 0; i < 200 && (await jobOf(generationId)).generation.status !== 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await jobOf(generationId)).generation.status).toBe('running');

    await first.closeApp();
    expect(await jobOf(generationId)).toMatchObject({
      job: { status: 'queued', attempts: 0, lockedBy: null },
      generation: { status: 'queued' },
    });
    expect(await pointsOf(first, stuAccount)).toBe(start - 2);

    fake.reset();
    const second = await open(database);
    await second.app.jobs.drain();
    const after = await jobOf(generationId);
    expect(after.job).toMatchObject({ status: 'done', attempts: 1 });
    expect(after.generation).toMatchObject({ status: 'done', refundedAt: null });
    expect(await pointsOf(second, stuAccount)).toBe(start - 2);
    expect(await recordTypes(generationId)).toEqual([AiPointType.CHARGE]);
    await second.closeApp();
  }, 120_000);

  it('fails a job whose worker died with no attempts left, refunding once', async () => {
    const third = await open(database);
    const stu001 = await studentCaller(third, 'stu001', (await schoolIds(third)).primary);
    const ai3001 = (await classByCode(third, 'AI3001')).id;
    fake.delay('images', 60_000);
    const before = await pointsOf(third, stuAccount);
    const res = await third.api.post<TAiJobAdded>(
      `${W}/ai-draw/custom/add`,
      { prompt: '一片森林', classId: ai3001 },
      stu001.opts(),
    );
    const id = res.body.data.job.id;
    await third.closeApp();
    expect(await pointsOf(third, stuAccount)).toBe(before - 2);

    // As a killed process leaves it: running, its lease run out, its attempts used.
    await database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 2,
        lockedBy: 'killed-worker',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, (await jobOf(id)).job.id));

    fake.reset();
    const fourth = await open(database);
    await fourth.app.jobs.drain();
    const after = await jobOf(id);
    expect(after.job.status).toBe('failed');
    expect(after.generation).toMatchObject({
      status: 'failed',
      errorMessage: AiWorkshopMessages.JOB_INTERRUPTED,
    });
    expect(after.generation.refundedAt).not.toBeNull();
    expect(await pointsOf(fourth, stuAccount)).toBe(before);
    expect(await recordTypes(id)).toEqual([AiPointType.CHARGE, AiPointType.REFUND]);
    expect(fake.requests).toEqual([]);
    await fourth.closeApp();
  }, 120_000);
});
