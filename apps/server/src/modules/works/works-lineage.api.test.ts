import { WorksMessages, type TWorksDetail } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { accounts, users } from '../../db/schema';
import {
  as,
  castOf,
  picture,
  stored,
  upload,
  type TCast,
  makeBook as makeBookOf,
  searchIds,
  workDetail,
} from '../../../test/factories/works';
import { refreshAuthorNames } from './works-author-names.service';

/** Copies and their lineage, files that live and die with works, the making-of, removed pupils. */
const W = '/api/v1/works-service/works';
let t: TTestApp;
let cast: TCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
});
afterAll(async () => t?.close());

const search = (keyword: string, extra: Record<string, string | number> = {}) =>
  searchIds(t, keyword, extra);
const makeBook = (name: string, pages = 3) => makeBookOf(t, cast.author, name, pages);
const detail = (id: number, who = cast.author) => workDetail(t, id, who);

describe('copies and lineage', () => {
  it('copy makes an independent work that names its original; the original counts it', async () => {
    const { id } = await makeBook('可以复制的绘本', 2);
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
    await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));

    const copy = await t.api.post<{ id: number }>(`${W}/custom/copy`, { id }, as(cast.pupil));
    expect(copy.status).toBe(200);
    const copyId = copy.body.data.id;
    const copied = await detail(copyId, cast.pupil);
    expect(copied.body.data).toMatchObject({
      access: 'author',
      worksName: '可以复制的绘本（复制）',
      copiedFromId: id,
      copiedFrom: { id, worksName: '可以复制的绘本' },
      status: 0,
      likeCount: 0,
      worksAuthor: '李**',
    });
    expect(copied.body.data.worksPageList).toHaveLength(2);
    expect((await t.api.get<TWorksDetail>(`${W}/app/detail`, { id })).body.data.copyCount).toBe(1);

    // Changing the copy leaves the original as it was.
    await t.api.post(
      `${W}/custom/edit`,
      { id: copyId, worksName: '我的新故事', worksPageList: [{ text: '只有一页' }] },
      as(cast.pupil),
    );
    const original = await t.api.get<TWorksDetail>(`${W}/app/detail`, { id });
    expect(original.body.data.worksName).toBe('可以复制的绘本');
    expect(original.body.data.worksPageList).toHaveLength(2);

    // The original's files stay while the original uses them; deleting the copy keeps them.
    expect((await t.api.post(`${W}/custom/delete`, { id: copyId }, as(cast.pupil))).status).toBe(
      200,
    );
    expect((await t.api.get<TWorksDetail>(`${W}/app/detail`, { id })).body.data.copyCount).toBe(0);
    for (const item of original.body.data.worksCompressContentList) {
      const res = await t.app.inject({ method: 'GET', url: item.originUrl });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('files live and die with their works', () => {
  it('deleting a work deletes its files and thumbnails; no orphans', async () => {
    const { id, files } = await makeBook('要删除的绘本', 2);
    for (const f of files) expect(stored(t, f.key)).toBe(true);
    const del = await t.api.post(`${W}/custom/delete`, { id }, as(cast.author));
    expect(del.status).toBe(200);
    for (const f of files) {
      expect(stored(t, f.key)).toBe(false);
      expect(stored(t, f.key.replace(/\.png$/, '.thumb.webp'))).toBe(false);
    }
    expect((await detail(id)).status).toBe(404);
  });

  it('editing away a picture deletes it; a picture of another pupil cannot be used', async () => {
    const { id, files } = await makeBook('换图的绘本', 2);
    const edit = await t.api.post(
      `${W}/custom/edit`,
      { id, worksCoverPic: null, worksPageList: [{ picUrl: files[0]!.url, text: '留下一页' }] },
      as(cast.author),
    );
    expect(edit.status).toBe(200);
    expect(stored(t, files[0]!.key)).toBe(true);
    expect(stored(t, files[1]!.key)).toBe(false);

    const theirUpload = await upload(t, cast.pupil, await picture('jpeg'));
    expect(theirUpload.body.message).toBe('success');
    const theirs = theirUpload.body.data;
    const steal = await t.api.post(
      `${W}/custom/edit`,
      { id, worksPageList: [{ picUrl: theirs.url, text: '别人的图' }] },
      as(cast.author),
    );
    expect(steal.status).toBe(400);
    expect(steal.body.message).toBe(WorksMessages.MEDIA_NOT_USABLE);
    expect((await detail(id)).body.data.worksPageList).toHaveLength(1);
  });
});

describe('the making of a work', () => {
  it('keeps prompts, AI results, edits, submission and review in order', async () => {
    const { id } = await makeBook('有故事的绘本', 1);
    const result = (await upload(t, cast.author, await picture('webp'))).body.data;
    await t.api.post(
      `${W}/custom/history/add`,
      { worksId: id, eventType: 'prompt', prompt: '一只在月亮上的猫', toolType: 12 },
      as(cast.author),
    );
    await t.api.post(
      `${W}/custom/history/add`,
      { worksId: id, eventType: 'ai-result', resultUrl: result.url, toolType: 12 },
      as(cast.author),
    );
    await t.api.post(`${W}/custom/edit`, { id, worksIntro: '第一次修改' }, as(cast.author));
    await t.api.post(`${W}/custom/edit`, { id, worksName: '有故事的绘本2' }, as(cast.author));
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
    await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));

    const refused = await t.api.post(
      `${W}/custom/history/add`,
      { worksId: id, eventType: 'prompt', prompt: 'x' },
      as(cast.pupil),
    );
    expect(refused.status).toBe(403);
    const history = await t.api.get<
      {
        eventType: string;
        fields: string[];
        count: number;
        actorRole: string;
        prompt: string | null;
        resultUrl: string | null;
      }[]
    >(`${W}/custom/history/list`, { worksId: id }, as(cast.teacher));
    expect(history.status).toBe(200);
    const events = history.body.data;
    expect(events.map((e) => e.eventType)).toEqual([
      'create',
      'prompt',
      'ai-result',
      'edit',
      'submit',
      'audit',
    ]);
    expect(events[1]!.prompt).toBe('一只在月亮上的猫');
    expect(events[3]).toMatchObject({ count: 2, fields: ['worksIntro', 'worksName'] });
    expect(events[5]!.actorRole).toBe('teacher');
    // The AI result's file is kept with the work even though no page uses it.
    await t.api.post(`${W}/custom/edit`, { id, worksIntro: '再改一次' }, as(cast.author));
    expect(stored(t, result.key)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: events[2]!.resultUrl! });
    expect(file.statusCode).toBe(200);
    expect((await t.api.get(`${W}/mng/history/list`, { worksId: id }, as(cast.staff))).status).toBe(
      200,
    );
  });
});

describe('a removed pupil', () => {
  it('keeps their published works public when their account is disabled', async () => {
    const { id } = await makeBook('毕业生的绘本', 1);
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
    await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, cast.author.userId));
    await t.database.db
      .update(accounts)
      .set({ status: 0 })
      .where(eq(accounts.userId, cast.author.userId));
    const res = await t.api.get<TWorksDetail>(`${W}/app/detail`, { id });
    expect(res.status).toBe(200);
    expect(res.body.data.worksAuthor).toBe('张**');
    expect(await search('毕业生')).toContain(id);
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, cast.author.userId));
    await t.database.db
      .update(accounts)
      .set({ status: 1 })
      .where(eq(accounts.userId, cast.author.userId));
  });
});

describe('pen names', () => {
  it('a pen name replaces the masked name on public pages and in search', async () => {
    const { id } = await makeBook('笔名作者的绘本', 1);
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
    await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));
    await t.database.db
      .update(users)
      .set({ penName: '小画家' })
      .where(eq(users.id, cast.author.userId));
    expect(await refreshAuthorNames(t.database.db, cast.author.userId)).toBeGreaterThan(0);
    const res = await t.api.get<TWorksDetail>(`${W}/app/detail`, { id });
    expect(res.body.data.worksAuthor).toBe('小画家');
    expect(await search('小画家')).toContain(id);
    await t.database.db
      .update(users)
      .set({ penName: null })
      .where(eq(users.id, cast.author.userId));
    await refreshAuthorNames(t.database.db, cast.author.userId);
    expect((await t.api.get<TWorksDetail>(`${W}/app/detail`, { id })).body.data.worksAuthor).toBe(
      '张**',
    );
    expect(await search('小画家')).not.toContain(id);
  });
});
