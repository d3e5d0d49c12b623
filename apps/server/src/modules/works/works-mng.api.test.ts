import {
  Messages,
  signedQueryString,
  WorksMessages,
  type TTag,
  type TWorksCard,
} from '@haoduo/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { findClassByCode } from '../classes';
import { as, castOf, picture, upload, type TCast } from '../../../test/factories/works';
import { exportedFile } from '../../../test/helpers/file-task';

/** Back office lists and exports, tags, fanbook works, timeline, printing and recommendations. */
const W = '/api/v1/works-service/works';
let t: TTestApp;
let cast: TCast;
let classId: number;
const ids: Record<string, number> = {};

async function make(name: string, publish: boolean, extra: object = {}, who = cast.author) {
  const res = await t.api.post<{ id: number }>(
    `${W}/custom/add`,
    { worksName: name, ...extra },
    as(who),
  );
  expect(res.status).toBe(200);
  const id = res.body.data.id;
  if (publish) {
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(who));
    await t.api.post(`${W}/mng/audit`, { id, auditStatus: 1 }, as(cast.staff));
  }
  return id;
}

async function readXlsx(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  classId = (await findClassByCode(t.database.db, 'AI3001'))!.id;
  const pic = (await upload(t, cast.author, await picture())).body.data.url;
  ids.draft = await make('森林里的草稿', false, { worksClassId: classId });
  ids.book = await make('森林音乐会', true, {
    worksClassId: classId,
    worksCoverPic: pic,
    worksPageList: [{ picUrl: pic, text: '一' }, { text: '二' }],
  });
  ids.other = await make('李小红的海洋', true, {}, cast.pupil);
});
afterAll(async () => t?.close());

describe('works mng', () => {
  it('lists with filters and real names; school managers see their school only', async () => {
    const all = await t.api.get<{
      list: { id: number; authorName: string; className: string | null }[];
      total: number;
    }>(`${W}/mng/list`, {}, as(cast.staff));
    expect(all.body.data.total).toBe(3);
    const byAuthor = await t.api.get<{ list: { id: number }[] }>(
      `${W}/mng/list`,
      { authorName: '小红' },
      as(cast.staff),
    );
    expect(byAuthor.body.data.list.map((w) => w.id)).toEqual([ids.other]);
    const published = await t.api.get<{ total: number }>(
      `${W}/mng/list`,
      { status: 2, worksClassId: classId },
      as(cast.staff),
    );
    expect(published.body.data.total).toBe(1);
    const book = all.body.data.list.find((w) => w.id === ids.book)!;
    expect(book).toMatchObject({ authorName: '张小明', className: '三年级AI创作班' });
    const manager = await t.api.get<{ total: number }>(
      `${W}/mng/list`,
      {},
      as(cast.foreignManager),
    );
    expect(manager.body.data.total).toBe(0);
    const bad = await t.api.get(`${W}/mng/list`, { recommend: 'maybe' }, as(cast.staff));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toEqual({
      field: 'recommend',
      message: Messages.FIELD_INVALID_VALUE,
    });
  });

  it('finds a keyword in titles or real author names, newest first, paged', async () => {
    type TList = { list: { id: number }[]; total: number };
    const find = async (keyword: string, page = {}) =>
      (await t.api.get<TList>(`${W}/mng/list`, { keyword, ...page }, as(cast.staff))).body.data;
    const forest = await find('森林');
    expect(forest.list.map((w) => w.id)).toEqual([ids.book, ids.draft]);
    expect(forest.total).toBe(2);
    // One character, an author's real name (张小明 wrote the forest works), case and wildcards.
    expect((await find('林')).total).toBe(2);
    expect((await find('小明')).list.map((w) => w.id)).toEqual([ids.book, ids.draft]);
    expect((await find('小')).list.map((w) => w.id)).toEqual([ids.other, ids.book, ids.draft]);
    expect((await find('小', { currentPage: 2, pageSize: 2 })).list.map((w) => w.id)).toEqual([
      ids.draft,
    ]);
    expect((await find('森林音')).list.map((w) => w.id)).toEqual([ids.book]);
    expect((await find('林森')).total).toBe(0);
    expect((await find('%')).total).toBe(0);
  });

  it('is-award-list offers public works only', async () => {
    const res = await t.api.get<{ list: { id: number }[] }>(
      `${W}/mng/is-award-list`,
      {},
      as(cast.staff),
    );
    expect(res.body.data.list.map((w) => w.id).sort()).toEqual([ids.book, ids.other].sort());
  });

  it('exports the filtered list as a file task whose xlsx reads back', async () => {
    const started = await t.api.get(`${W}/mng/export`, { keyword: '森林' }, as(cast.staff));
    expect(started.status).toBe(200);
    const file = await exportedFile(t, started, as(cast.staff));
    const rows = await readXlsx(file);
    expect(rows[0]!.slice(0, 4)).toEqual(['作品ID', '作品名称', '作品类型', '作者']);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['森林里的草稿', '森林音乐会']);
    const book = rows.find((r) => r[1] === '森林音乐会')!;
    expect(book.slice(2, 9)).toEqual([
      '绘本',
      '张小明',
      '张**',
      '好多AI实验小学',
      '三年级AI创作班',
      '已发布',
      '审核通过',
    ]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${W}/mng/export?${new URLSearchParams(signed('GET', {}, ''))}`,
      headers: { 'permission-tenant-en': '53' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("exports a teacher's pupils' works; another teacher's export is empty", async () => {
    const get = (token: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `${W}/custom/student-works-export?${new URLSearchParams(signed('GET', {}, token))}`,
        headers: { 'permission-tenant-en': '53', authorization: `Bearer ${token}`, ...headers },
      });
    // 李老师 teaches both pupils' classes (AI3001 and AI4001).
    const mine = await readXlsx((await get(cast.teacher.token, cast.teacher.headers)).rawPayload);
    expect(
      mine
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['李小红的海洋', '森林里的草稿', '森林音乐会'].sort());
    const other = await readXlsx(
      (await get(cast.otherTeacher.token, cast.otherTeacher.headers)).rawPayload,
    );
    expect(other).toHaveLength(1);
    expect((await get(cast.author.token, cast.author.headers)).statusCode).toBe(403);
  });
});

describe('tags', () => {
  it('add, list, tag a work, filter the gallery, save the whole list, delete', async () => {
    const bad = await t.api.post(
      '/api/v1/works-service/tag/mng/add',
      { name: ' ' },
      as(cast.staff),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(WorksMessages.TAG_NAME_REQUIRED);
    expect(
      (await t.api.post('/api/v1/works-service/tag/mng/add', { name: '动物' }, as(cast.author)))
        .status,
    ).toBe(403);
    const animals = (
      await t.api.post<TTag>('/api/v1/works-service/tag/mng/add', { name: '动物' }, as(cast.staff))
    ).body.data;
    const dup = await t.api.post(
      '/api/v1/works-service/tag/mng/add',
      { name: '动物' },
      as(cast.staff),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(WorksMessages.TAG_NAME_EXISTS);
    const music = (
      await t.api.post<TTag>('/api/v1/works-service/tag/mng/add', { name: '音乐' }, as(cast.staff))
    ).body.data;

    expect(
      (
        await t.api.post(
          `${W}/mng/tag`,
          { id: ids.book, tagIds: [animals.id, music.id] },
          as(cast.staff),
        )
      ).status,
    ).toBe(200);
    const tagged = await t.api.get<{ list: TWorksCard[] }>(`${W}/custom/works-index`, {
      tagId: music.id,
    });
    expect(tagged.body.data.list.map((w) => w.id)).toEqual([ids.book]);

    const saved = await t.api.post<TTag[]>(
      '/api/v1/works-service/tag/mng/save',
      {
        tagList: [
          { id: music.id, name: '动物' },
          { id: animals.id, name: '音乐' },
          { name: '太空' },
        ],
      },
      as(cast.staff),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((tag) => tag.name)).toEqual(['动物', '音乐', '太空']);
    const publicList = await t.api.get<TTag[]>('/api/v1/works-service/tag/app/list');
    expect(publicList.body.data).toHaveLength(3);

    const saveDrop = await t.api.post<TTag[]>(
      '/api/v1/works-service/tag/mng/save',
      { tagList: [{ id: animals.id, name: '音乐' }] },
      as(cast.staff),
    );
    expect(saveDrop.body.data.map((tag) => tag.id)).toEqual([animals.id]);
    const work = await t.api.get<{ tagIds: number[] }>(`${W}/app/detail`, { id: ids.book });
    expect(work.body.data.tagIds).toEqual([animals.id]);
    expect(
      (await t.api.post('/api/v1/works-service/tag/mng/delete', { id: animals.id }, as(cast.staff)))
        .status,
    ).toBe(200);
    expect(
      (await t.api.get<{ tagIds: number[] }>(`${W}/app/detail`, { id: ids.book })).body.data.tagIds,
    ).toEqual([]);
    expect(
      (await t.api.post('/api/v1/works-service/tag/mng/delete', { id: animals.id }, as(cast.staff)))
        .status,
    ).toBe(404);
  });
});

describe('fanbook works, timeline, printing, recommendations', () => {
  it('fanbook pageList and user-works', async () => {
    const page = await t.api.get<{ list: { id: number }[] }>(
      '/api/v1/works-service/fanbook-works/mng/pageList',
      {},
      as(cast.staff),
    );
    expect(page.body.data.list.map((w) => w.id).sort()).toEqual([ids.draft, ids.book].sort());
    const user = await t.api.get<{ list: { id: number }[] }>(
      '/api/v1/works-service/fanbook-works/mng/user-works',
      { userId: cast.pupil.userId },
      as(cast.staff),
    );
    expect(user.body.data.list.map((w) => w.id)).toEqual([ids.other]);
    expect(
      (await t.api.get('/api/v1/works-service/fanbook-works/mng/user-works', {}, as(cast.staff)))
        .status,
    ).toBe(400);
  });

  it('timeline groups a class by day', async () => {
    const res = await t.api.get<{
      days: { date: string; works: { id: number }[] }[];
      total: number;
    }>(
      '/api/v1/works-service/fanbook-works/custom/timeline',
      { worksClassId: classId },
      as(cast.teacher),
    );
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.days[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.data.days.flatMap((d) => d.works.map((w) => w.id)).sort()).toEqual(
      [ids.draft, ids.book].sort(),
    );
  });

  it('printable works: my public picture books with pages', async () => {
    const res = await t.api.get<{ id: number; pageCount: number }[]>(
      `${W}/custom/printable-works-list`,
      {},
      as(cast.author),
    );
    expect(res.body.data).toEqual([expect.objectContaining({ id: ids.book, pageCount: 2 })]);
    expect((await t.api.get(`${W}/custom/printable-works-list`, {})).status).toBe(401);
  });

  it('recommend-works: public, related, never the current one', async () => {
    const res = await t.api.get<TWorksCard[]>(`${W}/custom/recommend-works`, {
      currentId: ids.book,
      recommendNum: 5,
    });
    expect(res.body.data.map((w) => w.id)).toEqual([ids.other]);
    const bad = await t.api.get(`${W}/custom/recommend-works`, {
      currentId: ids.book,
      recommendNum: 50,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('recommendNum');
  });
});

function signed(method: 'GET', query: Record<string, string>, token: string) {
  return new URLSearchParams(signedQueryString({ method, query, token, salt: t.config.signSalt }));
}
