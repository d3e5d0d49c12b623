import { WorksMessages, type TWorksCard } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  as,
  castOf,
  type TCast,
  makeBook as makeBookOf,
  searchIds,
  workDetail,
} from '../../../test/factories/works';

/** A work's review and publication: submit, review, publish, search, rank, edit again. */
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

describe('review and publication', () => {
  it('submit → not public → approve → public, found by title, masked author and school', async () => {
    const { id } = await makeBook('星空下的小恐龙');
    expect(
      (await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author))).status,
    ).toBe(200);
    expect(await search('小恐龙')).not.toContain(id);
    expect((await t.api.get(`${W}/app/detail`, { id })).status).toBe(403);

    const queue = await t.api.get<{ list: { id: number; authorName: string }[] }>(
      `${W}/custom/student-works-list`,
      { status: 1 },
      as(cast.teacher),
    );
    expect(queue.body.data.list.find((w) => w.id === id)?.authorName).toBe('张小明');
    expect(
      (
        await t.api.post(
          `${W}/custom/audit`,
          { id, auditStatus: 1, auditRemark: '画得真好' },
          as(cast.teacher),
        )
      ).status,
    ).toBe(200);

    expect((await t.api.get(`${W}/app/detail`, { id })).status).toBe(200);
    expect(await search('星空下')).toContain(id);
    expect(await search('小恐龙', { type: 1 })).toContain(id);
    expect(await search('张**')).toContain(id);
    expect(await search('好多AI实验小学')).toContain(id);
    expect(await search('实验小学 恐龙')).toContain(id);
    // The school's name beside the work: on its card, its detail and its author's list.
    const cards = await t.api.get<{ list: TWorksCard[] }>(`${W}/custom/works-index`, {
      keyword: '小恐龙',
    });
    expect(cards.body.data.list.find((w) => w.id === id)?.schoolName).toBe('好多AI实验小学');
    expect((await detail(id)).body.data.schoolName).toBe('好多AI实验小学');
    const mine = await t.api.get<{ list: TWorksCard[] }>(`${W}/custom/list`, {}, as(cast.author));
    expect(mine.body.data.list.find((w) => w.id === id)?.schoolName).toBe('好多AI实验小学');
    // The real name is never searchable.
    expect(await search('张小明')).not.toContain(id);
    expect(await search('小明')).not.toContain(id);
    expect(await search('小恐龙', { type: 7 })).not.toContain(id);

    const published = await detail(id);
    expect(published.body.data).toMatchObject({
      status: 2,
      auditStatus: 1,
      auditRemark: '画得真好',
    });
    expect(published.body.data.publishedAt).not.toBeNull();
    // A second review of a published work is refused and changes nothing.
    const again = await t.api.post(
      `${W}/custom/audit`,
      { id, auditStatus: 2, auditRemark: '再看看' },
      as(cast.teacher),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WorksMessages.WORKS_NOT_PENDING);
    expect((await detail(id)).body.data.status).toBe(2);
  });

  it('reject with a remark: back to the author as a draft with the remark; resubmit works', async () => {
    const { id } = await makeBook('需要修改的绘本', 1);
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
    const reject = await t.api.post(
      `${W}/custom/audit`,
      { id, auditStatus: 2, auditRemark: '请补充文字' },
      as(cast.teacher),
    );
    expect(reject.status).toBe(200);
    const mine = await t.api.get<{
      list: { id: number; auditStatus: number; auditRemark: string; status: number }[];
    }>(`${W}/custom/list`, { auditStatus: 2 }, as(cast.author));
    expect(mine.body.data.list.find((w) => w.id === id)).toMatchObject({
      status: 0,
      auditRemark: '请补充文字',
    });
    expect(
      (await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author))).status,
    ).toBe(200);
    expect((await detail(id)).body.data).toMatchObject({
      status: 1,
      auditStatus: 0,
      auditRemark: null,
    });
  });

  it('staff review, recommendation, score and offline shape the gallery', async () => {
    const { id } = await makeBook('后台推荐的绘本', 1);
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
    expect(
      (await t.api.post(`${W}/mng/audit`, { id, auditStatus: 1 }, as(cast.staff))).status,
    ).toBe(200);
    await t.api.post(`${W}/mng/recommend`, { id, recommend: true }, as(cast.staff));
    await t.api.post(`${W}/mng/modify-works-score`, { id, sortScore: 500 }, as(cast.staff));
    const first = await t.api.get<{ list: TWorksCard[] }>(`${W}/custom/works-index`, {
      sort: 'recommend',
    });
    expect(first.body.data.list[0]).toMatchObject({ id, recommend: true });
    expect(
      (await t.api.post(`${W}/mng/update-status`, { id, status: 3 }, as(cast.staff))).status,
    ).toBe(200);
    expect(await search('后台推荐')).not.toContain(id);
    expect(
      (await t.api.post(`${W}/mng/update-status`, { id, status: 2 }, as(cast.staff))).status,
    ).toBe(200);
    expect(await search('后台推荐')).toContain(id);
  });

  it('editing a published work takes it back to draft until it is reviewed again', async () => {
    const { id } = await makeBook('改过的绘本', 1);
    await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
    await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));
    expect(await search('改过的绘本')).toContain(id);
    await t.api.post(`${W}/custom/edit`, { id, worksIntro: '新的简介' }, as(cast.author));
    expect(await search('改过的绘本')).not.toContain(id);
    expect((await detail(id)).body.data).toMatchObject({ status: 0, worksIntro: '新的简介' });
  });
});
