import path from 'node:path';
import {
  WorksMessages,
  type TAiJobAdded,
  type TMyWorksItem,
  type TPage,
  type TStudentWorksItem,
  type TWorksCard,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, works } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local-storage';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { keepAsWork } from '../ai-workshop';
import type { TStoredResult } from '../ai-workshop';
import { as, castOf, makeBook, type TCast, type TPerson } from '../../../test/factories/works';

/**
 * A pupil's finished AI results are kept in their works by themselves (private drafts named
 * by their prompt, once per generation), listed by kind; their teacher approves with a
 * comment and can take a publication back.
 */
const S = '/api/v1/works-service';
const W = `${S}/works/custom`;
let t: TTestApp;
let cast: TCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
}, 120_000);
afterAll(async () => t?.close());

async function generate(who: TPerson, resource: string, prompt: string): Promise<number> {
  const added = await t.api.post<TAiJobAdded>(`${S}/${resource}/custom/add`, { prompt }, as(who));
  expect(added.status, added.body.message).toBe(200);
  await t.app.jobs.drain();
  return added.body.data.job.id;
}

const myWorks = (who: TPerson, query: Record<string, string | number> = {}) =>
  t.api.get<TPage<TMyWorksItem>>(`${W}/list`, query, as(who));

async function keptWorkOf(generationId: number) {
  return t.database.db.select().from(works).where(eq(works.generationId, generationId));
}

describe('finished results are kept in the pupil works', () => {
  let drawingId: number;

  it('a drawing: a private draft single image named by the prompt, in its class', async () => {
    const prompt = '一只在月亮上\n钓鱼的小猫';
    const jobId = await generate(cast.author, 'ai-draw', prompt);
    const list = await myWorks(cast.author);
    expect(list.status).toBe(200);
    const kept = list.body.data.list.find((w) => w.worksName === '一只在月亮上 钓鱼的小猫');
    expect(kept).toMatchObject({ type: 7, kind: 'picture', status: 0, auditStatus: 0 });
    expect(kept!.worksCoverPic).toMatch(/^\/api\/media\//);
    expect(kept!.coverThumbUrl).toMatch(/^\/api\/media\/.*thumb/);
    expect(kept!.worksClassId).not.toBeNull();
    drawingId = kept!.id;

    const [row] = await keptWorkOf(jobId);
    expect(row!.id).toBe(drawingId);
    expect(row!.worksPrompt).toBe(prompt);
    // Private: the public detail refuses it.
    expect((await t.api.get(`${S}/works/app/detail`, { id: drawingId })).status).toBe(403);
  });

  it('music: a free creation of kind music holding the melody, listed once it is done', async () => {
    const added = await t.api.post<TAiJobAdded>(
      `${S}/ai-music/custom/add`,
      { prompt: '快乐的春天小曲' },
      as(cast.author),
    );
    // The list read while the job runs is kept briefly; the finished job forgets it.
    const before = await myWorks(cast.author);
    expect(before.body.data.list.some((w) => w.worksName === '快乐的春天小曲')).toBe(false);
    await t.app.jobs.drain();
    const after = await myWorks(cast.author);
    expect(after.body.data.list.find((w) => w.worksName === '快乐的春天小曲')?.kind).toBe('music');

    const jobId = added.body.data.job.id;
    const [row] = await keptWorkOf(jobId);
    expect(row).toMatchObject({ worksName: '快乐的春天小曲', type: 3, kind: 'music', status: 0 });
    expect(row!.worksContentList).toEqual([
      {
        type: 'audio',
        url: expect.stringMatching(/^\/api\/media\/.*\.wav$/),
        posterUrl: null,
        text: '',
      },
    ]);
    const detail = await t.api.get<{ worksContentList: { url: string }[] }>(
      `${W}/detail`,
      { id: row!.id },
      as(cast.author),
    );
    expect(detail.status).toBe(200);
    const audio = await t.app.inject({
      method: 'GET',
      url: detail.body.data.worksContentList[0]!.url,
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/wav');
  });

  it('a completion recorded twice keeps one work', async () => {
    const jobId = await generate(cast.author, 'ai-draw', '森林里的大象');
    const [generation] = await t.database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.id, jobId));
    const storage = createLocalStorage(path.join(t.config.dataDir, 'files'));
    await keepAsWork(
      t.database.db,
      storage,
      generation!,
      generation!.result as TStoredResult,
      t.app.log,
    );
    expect(await keptWorkOf(jobId)).toHaveLength(1);
    const named = (await myWorks(cast.author)).body.data.list.filter(
      (w) => w.worksName === '森林里的大象',
    );
    expect(named).toHaveLength(1);
  });

  it('lists my works by kind, and refuses an unknown kind', async () => {
    const music = await myWorks(cast.author, { kind: 'music' });
    expect(music.body.data.list.length).toBeGreaterThan(0);
    expect(music.body.data.list.every((w) => w.kind === 'music')).toBe(true);
    const pictures = await myWorks(cast.author, { kind: 'picture' });
    expect(pictures.body.data.list.map((w) => w.id)).toContain(drawingId);
    expect(pictures.body.data.list.every((w) => w.kind === 'picture')).toBe(true);
    const bad = await myWorks(cast.author, { kind: 'poem' });
    expect(bad.status).toBe(400);
  });
});

describe('the teacher reviews, with a comment, and can take a publication back', () => {
  const audit = (who: TPerson, body: object) => t.api.post(`${W}/audit`, body, as(who));
  const revoke = (who: TPerson | null, body: object) =>
    t.api.post(`${W}/audit-revoke`, body, who ? as(who) : undefined);
  const gallery = async () => {
    const res = await t.api.get<TPage<TWorksCard>>(`${W}/works-index`, {
      sort: 'newest',
      pageSize: 50,
    });
    return res.body.data.list.map((w) => w.id);
  };

  let id: number;
  beforeAll(async () => {
    id = (await makeBook(t, cast.author, '小兔子的彩虹桥', 1)).id;
    await t.api.post(`${W}/update-status`, { id, status: 1 }, as(cast.author));
  });

  it('the class column names the class and approval keeps the optional comment', async () => {
    const queue = await t.api.get<TPage<TStudentWorksItem>>(
      `${W}/student-works-list`,
      { status: 1 },
      as(cast.teacher),
    );
    expect(queue.body.data.list.find((w) => w.id === id)?.className).toBe('三年级AI创作班');

    expect(
      (await audit(cast.teacher, { id, auditStatus: 1, auditRemark: '颜色真漂亮' })).status,
    ).toBe(200);
    const mine = (await myWorks(cast.author)).body.data.list.find((w) => w.id === id);
    expect(mine).toMatchObject({ status: 2, auditStatus: 1, auditRemark: '颜色真漂亮' });
    expect(await gallery()).toContain(id);
  });

  it('refuses a revoke from anyone but the pupil teacher, and bad input', async () => {
    expect((await revoke(null, { id })).status).toBe(401);
    expect((await revoke(cast.author, { id })).status).toBe(403);
    const foreign = await revoke(cast.foreignTeacher, { id });
    expect(foreign.status).toBe(403);
    expect((await revoke(cast.otherTeacher, { id })).status).toBe(403);
    expect((await revoke(cast.teacher, { id: 'x' })).status).toBe(400);
    expect((await revoke(cast.teacher, { id: 99_999_999 })).status).toBe(404);
    expect(await gallery()).toContain(id);
  });

  it('revoke takes it out of the gallery at once, back to review, with the remark', async () => {
    const res = await revoke(cast.teacher, { id, auditRemark: '再检查一下文字' });
    expect(res.status).toBe(200);
    expect(await gallery()).not.toContain(id);
    expect((await t.api.get(`${S}/works/app/detail`, { id })).status).toBe(403);
    const mine = (await myWorks(cast.author)).body.data.list.find((w) => w.id === id);
    expect(mine).toMatchObject({ status: 1, auditStatus: 0, auditRemark: '再检查一下文字' });

    const again = await revoke(cast.teacher, { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WorksMessages.WORKS_NOT_PUBLISHED);
    // Back in the queue: the teacher may approve it again.
    expect((await audit(cast.teacher, { id, auditStatus: 1 })).status).toBe(200);
    expect(await gallery()).toContain(id);
  });
});
