import type { TWorksCard } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { works } from '../../db/schema';
import { makeClass, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { as } from '../../../test/factories/works';

/**
 * Kept gallery and search pages (works-gallery.queries.ts): a page is answered from memory
 * until a change through this process forgets it; a change made elsewhere (another process,
 * here straight in the database) shows once the page's time to live has passed.
 */
const W = '/api/v1/works-service/works';
let t: TTestApp;
/** The author and another pupil of one class, its teacher and a super administrator. */
let cast: { author: TMadePerson; pupil: TMadePerson; teacher: TMadePerson; staff: TMadePerson };
let id: number;

const search = async (keyword: string) => {
  const res = await t.api.get<{ list: TWorksCard[]; total: number }>(`${W}/custom/works-index`, {
    keyword,
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const { teachers, pupils } = await makeClass(t, { pupils: 2 });
  cast = {
    author: pupils[0]!,
    pupil: pupils[1]!,
    teacher: teachers[0]!,
    staff: await makeStaff(t),
  };
  const add = await t.api.post<{ id: number }>(
    `${W}/custom/add`,
    { worksName: '星空下的小鲸鱼' },
    as(cast.author),
  );
  id = add.body.data.id;
  await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
  await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));
});
afterAll(async () => t?.close());

describe('kept search pages', () => {
  it('answer a keyword from memory, and forget it on a like and when a work leaves the gallery', async () => {
    const first = await search('小鲸鱼');
    expect(first.list.map((w) => [w.id, w.worksName, w.likeCount])).toEqual([
      [id, '星空下的小鲸鱼', 0],
    ]);
    // Changed behind the server's back: the kept page still answers.
    await t.database.db.update(works).set({ worksName: '星空下的大鲸鱼' }).where(eq(works.id, id));
    expect((await search('小鲸鱼')).list[0]!.worksName).toBe('星空下的小鲸鱼');

    // A like through the server forgets the kept pages: the next search reads again.
    expect((await t.api.post(`${W}/custom/like`, { worksId: id }, as(cast.pupil))).status).toBe(
      200,
    );
    const afterLike = await search('小鲸鱼');
    expect(afterLike.list.map((w) => [w.id, w.worksName, w.likeCount])).toEqual([
      [id, '星空下的大鲸鱼', 1],
    ]);

    // Taken offline: gone from the search at once, total included.
    const offline = await t.api.post(`${W}/mng/update-status`, { id, status: 3 }, as(cast.staff));
    expect(offline.status).toBe(200);
    expect(await search('小鲸鱼')).toMatchObject({ list: [], total: 0 });
  });
});
