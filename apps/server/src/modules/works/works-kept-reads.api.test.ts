import type { TClassListItem, TMyWorksItem, TWorksDetail } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { courseClasses, works } from '../../db/schema';
import { as, castOf, type TCast } from '../../../test/factories/works';

/**
 * Reads answered from memory: a public work's detail (works-gallery.queries.ts keptPublicWork,
 * with the reader's likes, works-likes.service.ts hasLiked), a pupil's unfiltered works list
 * and their class list (platform/db/read-cache.ts readCacheForgottenOnWrite). A change made
 * behind the server's back (another process; here straight in the database) shows once the
 * time to live has passed; a change through this server shows in the very next read.
 */
const W = '/api/v1/works-service/works';
const C = '/api/v1/works-service/course-class/custom';
let t: TTestApp;
let cast: TCast;
let id: number;

const detail = async (who: keyof TCast | null) => {
  const res = await t.api.get<TWorksDetail>(`${W}/app/detail`, { id }, who ? as(cast[who]) : {});
  return res;
};
const myWorks = async () => {
  const res = await t.api.get<{ list: TMyWorksItem[]; total: number }>(
    `${W}/custom/list`,
    {},
    as(cast.author),
  );
  expect(res.status).toBe(200);
  return res.body.data;
};
const classNames = async () => {
  const res = await t.api.get<TClassListItem[]>(`${C}/get-class-list`, {}, as(cast.author));
  expect(res.status).toBe(200);
  return res.body.data.map((c) => c.courseClassName).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  const add = await t.api.post<{ id: number }>(
    `${W}/custom/add`,
    { worksName: '会飞的图书馆' },
    as(cast.author),
  );
  id = add.body.data.id;
  await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
  await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));
});
afterAll(async () => t?.close());

describe("a public work's detail", () => {
  it('is kept for its readers, with each reader their own like, until a like forgets it', async () => {
    expect((await detail('pupil')).body.data).toMatchObject({
      worksName: '会飞的图书馆',
      likeCount: 0,
      hasLike: false,
    });
    await t.database.db.update(works).set({ worksName: '会飞的大图书馆' }).where(eq(works.id, id));
    // Kept: the change behind the server's back does not show yet, for anyone reading as the public.
    expect((await detail('pupil')).body.data.worksName).toBe('会飞的图书馆');
    expect((await detail(null)).body.data.worksName).toBe('会飞的图书馆');

    const like = await t.api.post(`${W}/custom/like`, { worksId: id }, as(cast.pupil));
    expect(like.status).toBe(200);
    const liked = (await detail('pupil')).body.data;
    expect(liked).toMatchObject({ worksName: '会飞的大图书馆', likeCount: 1, hasLike: true });
    expect(liked.likesUniqUserId).toBe(cast.pupil.userId);
    // Another reader sees the count, not the like.
    expect((await detail('otherTeacher')).body.data).toMatchObject({
      likeCount: 1,
      hasLike: false,
    });
    expect((await detail(null)).body.data).toMatchObject({ likeCount: 1, hasLike: false });

    const cancel = await t.api.post(`${W}/custom/cancel-like`, { worksId: id }, as(cast.pupil));
    expect(cancel.status).toBe(200);
    expect((await detail('pupil')).body.data).toMatchObject({ likeCount: 0, hasLike: false });
  });

  it('is never what its author, their teacher or staff are given', async () => {
    await detail('pupil');
    const mine = (await detail('author')).body.data;
    expect(mine.abilities).toMatchObject({ canEdit: true, canDelete: true });
    const teachers = (await detail('teacher')).body.data;
    expect(teachers.abilities).toMatchObject({ canEdit: false, canTakeOffline: true });
    expect((await detail('staff')).body.data.abilities).toMatchObject({ canTakeOffline: true });
    expect((await detail('pupil')).body.data.abilities).toMatchObject({
      canEdit: false,
      canTakeOffline: false,
      canLike: true,
    });
  });

  it('is gone at once when the work leaves the gallery', async () => {
    expect((await detail('pupil')).status).toBe(200);
    const offline = await t.api.post(`${W}/mng/update-status`, { id, status: 3 }, as(cast.staff));
    expect(offline.status).toBe(200);
    expect((await detail('pupil')).status).toBe(403);
    expect((await detail(null)).status).toBe(403);
    // Its author still reads it.
    expect((await detail('author')).status).toBe(200);
  });
});

describe("a pupil's own reads", () => {
  it('keep their works list until any write', async () => {
    const before = await myWorks();
    const draft = await t.api.post<{ id: number }>(
      `${W}/custom/add`,
      { worksName: '第一张草稿' },
      as(cast.author),
    );
    expect(draft.status).toBe(200);
    // The write forgot the kept page: the new work is first.
    const after = await myWorks();
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ id: draft.body.data.id, worksName: '第一张草稿' });

    await t.database.db
      .update(works)
      .set({ worksName: '第二张草稿' })
      .where(eq(works.id, draft.body.data.id));
    expect((await myWorks()).list[0]!.worksName).toBe('第一张草稿');
    // Any write through this server, by anyone, forgets it.
    await t.api.post(`${W}/custom/like`, { worksId: draft.body.data.id }, as(cast.pupil));
    expect((await myWorks()).list[0]!.worksName).toBe('第二张草稿');
  });

  it('keep their class list until any write', async () => {
    const before = await classNames();
    expect(before).toContain('三年级AI创作班');
    await t.database.db
      .update(courseClasses)
      .set({ courseClassName: '三年级AI创作一班' })
      .where(eq(courseClasses.courseClassName, '三年级AI创作班'));
    expect(await classNames()).toEqual(before);
    // A refused write changes nothing, and still forgets: the next read is the database's.
    const refused = await t.api.post(`${W}/custom/like`, { worksId: 0 }, as(cast.pupil));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await classNames()).toContain('三年级AI创作一班');
  });
});
