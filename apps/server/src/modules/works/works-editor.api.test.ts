import { Messages, WorksMessages, type TWorksDetail } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { findClassByCode } from '../classes';
import { mp4 } from '../media/testing/media-samples';
import { as, castOf, picture, upload, type TCast } from '../../../test/factories/works';

/** Every kind of work through its add and edit calls, and the checks on their content. */
const C = '/api/v1/works-service/works/custom';
let t: TTestApp;
let cast: TCast;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  image = (await upload(t, cast.author, await picture())).body.data.url;
});
afterAll(async () => t?.close());

const add = (path: string, body: unknown, who = cast.author) =>
  t.api.post<{ id: number }>(`${C}${path}/add`, body, as(who));
const read = (id: number) => t.api.get<TWorksDetail>(`${C}/detail`, { id }, as(cast.author));

describe('kinds of works', () => {
  it('v2 pages: layout, background and text boxes, with defaults filled', async () => {
    const res = await add('/v2', {
      worksName: '版式绘本',
      backgroundColor: '#FFF8E1',
      coverCenter: true,
      worksPageList: [
        { picUrl: image, layout: 'picture-left', textBoxes: [{ text: '从前', x: 50, y: 10 }] },
        { layout: 'text-only', backgroundColor: '#E3F2FD', text: '尾声' },
      ],
    });
    expect(res.status).toBe(200);
    const work = (await read(res.body.data.id)).body.data;
    expect(work).toMatchObject({
      version: 2,
      type: 1,
      coverCenter: true,
      backgroundColor: '#FFF8E1',
    });
    expect(work.worksPageList[0]).toMatchObject({
      layout: 'picture-left',
      textBoxes: [
        { text: '从前', x: 50, y: 10, width: 90, fontSize: 24, align: 'left', bold: false },
      ],
    });
    expect(work.worksCompressContentList).toHaveLength(1);
  });

  it('v3 pages of blocks', async () => {
    const res = await add('/v3', {
      worksName: '自由绘本',
      type: 3,
      worksPageList: [
        {
          backgroundPicUrl: image,
          text: '月亮上的猫',
          blocks: [
            { type: 'image', url: image, x: 10, y: 10, width: 40, height: 40 },
            { type: 'text', text: '月亮上的猫', x: 10, y: 60, width: 80, height: 20, bold: true },
            { type: 'shape', shape: 'star', fill: '#FFD23F', x: 70, y: 5, width: 10, height: 10 },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    const work = (await read(res.body.data.id)).body.data;
    expect(work).toMatchObject({ version: 3, type: 3 });
    const page = work.worksPageList[0] as { blocks: { type: string }[] };
    expect(page.blocks.map((b) => b.type)).toEqual(['image', 'text', 'shape']);
    const v1 = await add('', {
      worksName: '经典绘本',
      worksPageList: [{ picUrl: image, text: '一' }],
    });
    const asV2 = await t.api.get<TWorksDetail>(
      '/api/v1/works-service/works/app/v2/detail',
      { id: v1.body.data.id },
      as(cast.author),
    );
    expect(asV2.body.data.version).toBe(1);
    expect(asV2.body.data.worksPageList[0]).toMatchObject({
      layout: 'picture-top',
      textBoxes: [{ text: '一' }],
    });
  });

  it('video, single picture, agent and smart application', async () => {
    const video = (await upload(t, cast.author, mp4(), { kind: 'video' })).body.data;
    const v = await add('/video', {
      worksName: '我的动画',
      worksCoverPic: image,
      worksContentList: [{ type: 'video', url: video.url, posterUrl: image }],
    });
    expect(v.status).toBe(200);
    expect((await read(v.body.data.id)).body.data).toMatchObject({
      type: 5,
      coverThumbUrl: expect.stringContaining('.thumb.webp'),
    });
    const noVideo = await add('/video', { worksName: '没有视频' });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.errors).toEqual([
      { field: 'worksContentList', message: WorksMessages.VIDEO_REQUIRED },
    ]);
    const wrongItem = await add('/video', {
      worksName: '图片当视频',
      worksContentList: [{ type: 'image', url: image }],
    });
    expect(wrongItem.status).toBe(400);

    const p = await add('/single-picture', {
      worksName: '一张画',
      worksContentList: [{ type: 'image', url: image, text: '春天' }],
    });
    expect((await read(p.body.data.id)).body.data).toMatchObject({
      type: 7,
      worksCompressContentList: [expect.anything()],
    });

    const agent = await add('/agent', { worksName: '故事机器人', jumpUrl: '/ai/agent?id=3' });
    expect((await read(agent.body.data.id)).body.data).toMatchObject({
      type: 4,
      jumpUrl: '/ai/agent?id=3',
    });
    const badLink = await add('/agent', { worksName: '坏链接', jumpUrl: '//evil.example/x' });
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toBe(WorksMessages.URL_INVALID);

    const code = '<!doctype html><p>你好</p><script>document.body.append("!")</script>';
    const app = await add('/agent-program-code', { worksName: '计算器', agentProgramCode: code });
    const detail = await t.api.get<{ agentProgramCode: string; type: number }>(
      `${C}/agent-program-code/detail`,
      { id: app.body.data.id },
      as(cast.author),
    );
    expect(detail.body.data).toMatchObject({ type: 6, agentProgramCode: code });
    const edited = await t.api.post(
      `${C}/agent-program-code/edit`,
      { id: app.body.data.id, agentProgramCode: '<p>2</p>' },
      as(cast.author),
    );
    expect(edited.status).toBe(200);
    // A smart application is not edited as a picture book.
    const wrong = await t.api.post(
      `${C}/edit`,
      { id: app.body.data.id, worksName: '改' },
      as(cast.author),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WorksMessages.WORKS_TYPE_MISMATCH);
  });
});

describe('content checks', () => {
  it('refuses bad content with Chinese messages that name the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ worksName: '长'.repeat(51) }, 'worksName', WorksMessages.WORKS_NAME_TOO_LONG],
      [
        { worksName: 'a', worksPageList: [{ text: '字'.repeat(501) }] },
        'worksPageList.0.text',
        WorksMessages.PAGE_TEXT_TOO_LONG,
      ],
      [
        { worksName: 'a', worksPageList: Array.from({ length: 41 }, () => ({})) },
        'worksPageList',
        WorksMessages.PAGES_TOO_MANY,
      ],
      [{ worksName: 'a', backgroundColor: 'red' }, 'backgroundColor', WorksMessages.COLOR_INVALID],
      [
        { worksName: 'a', worksCoverPic: 'https://tracker.example/p.png' },
        'worksCoverPic',
        WorksMessages.MEDIA_URL_INVALID,
      ],
      [{ worksName: 'a', type: 5 }, 'type', WorksMessages.WORKS_TYPE_MISMATCH],
      [{ worksName: 'a', coverCenter: 'yes' }, 'coverCenter', Messages.FIELD_WRONG_TYPE],
    ];
    for (const [body, field, message] of cases) {
      const res = await add('', body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[0], field).toEqual({ field, message });
    }
  });

  it('refuses files that do not exist, classes that are not yours and unknown tags', async () => {
    const ghost = await add('', {
      worksName: 'a',
      worksCoverPic: '/api/media/2026/01/0123456789abcdef0123456789abcdef.png',
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body.message).toBe(WorksMessages.MEDIA_NOT_USABLE);
    const otherClass = (await findClassByCode(t.database.db, 'AI4001'))!.id;
    const cls = await add('', { worksName: 'a', worksClassId: otherClass });
    expect(cls.status).toBe(403);
    expect(cls.body.message).toBe(WorksMessages.WORKS_CLASS_FORBIDDEN);
    const tag = await add('', { worksName: 'a', tagIds: [4242] });
    expect(tag.status).toBe(400);
    expect(tag.body.message).toBe(WorksMessages.TAG_NOT_FOUND);
    const mine = await t.api.get<{ total: number }>(`${C}/list`, { keyword: 'a' }, as(cast.author));
    expect(mine.body.data.total).toBe(0);
  });

  it('stores plain links: a signed link handed back on save loses its signature', async () => {
    const res = await add('', { worksName: '链接', worksCoverPic: image });
    const rows = await t.database.db.query.works.findFirst({
      where: (w, { eq }) => eq(w.id, res.body.data.id),
    });
    expect(rows!.worksCoverPic).toMatch(/^\/api\/media\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  });
});
