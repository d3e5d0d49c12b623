import { AccountType, Messages, WorksMessages, type TLikeResult } from '@haoduo/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { works, worksLikes } from '../../db/schema';
import { createSession, createUser } from '../identity';
import { as, castOf, type TCast } from '../../../test/factories/works';

/** Likes count once per person, hold under concurrent requests, and undo cleanly. */
const W = '/api/v1/works-service/works';
let t: TTestApp;
let cast: TCast;
let publicId: number;

async function publishedWork(name: string): Promise<number> {
  const add = await t.api.post<{ id: number }>(
    `${W}/custom/add`,
    { worksName: name },
    as(cast.author),
  );
  const id = add.body.data.id;
  await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(cast.author));
  await t.api.post(`${W}/custom/audit`, { id, auditStatus: 1 }, as(cast.teacher));
  return id;
}

async function likeRows(worksId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(worksLikes)
    .where(eq(worksLikes.worksId, worksId));
  return row!.n;
}

async function likeCount(worksId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ likeCount: works.likeCount })
    .from(works)
    .where(eq(works.id, worksId));
  return row!.likeCount;
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  publicId = await publishedWork('大家都喜欢的绘本');
});
afterAll(async () => t?.close());

describe('likes', () => {
  it('refuses the anonymous caller, bad input and unknown works; writes nothing', async () => {
    expect((await t.api.post(`${W}/app/like`, { worksId: publicId })).status).toBe(401);
    expect((await t.api.post(`${W}/custom/like`, { worksId: publicId })).status).toBe(401);
    const bad = await t.api.post(`${W}/app/like`, { worksId: 'abc' }, as(cast.pupil));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'worksId', message: Messages.FIELD_WRONG_TYPE }]);
    const missing = await t.api.post(`${W}/app/like`, { worksId: 987654 }, as(cast.pupil));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(WorksMessages.WORKS_NOT_FOUND);
    const staffOnLearnerRoute = await t.api.post(
      `${W}/custom/like`,
      { worksId: publicId },
      as(cast.staff),
    );
    expect(staffOnLearnerRoute.status).toBe(403);
    expect(await likeRows(publicId)).toBe(0);
    expect(await likeCount(publicId)).toBe(0);
  });

  it('a second like by the same person changes nothing; cancel undoes; has-like follows', async () => {
    const first = await t.api.post<TLikeResult>(
      `${W}/custom/like`,
      { worksId: publicId },
      as(cast.pupil),
    );
    expect(first.body.data).toEqual({ worksId: publicId, hasLike: true, likeCount: 1 });
    const second = await t.api.post<TLikeResult>(
      `${W}/app/like`,
      { worksId: publicId },
      as(cast.pupil),
    );
    expect(second.body.data).toEqual({ worksId: publicId, hasLike: true, likeCount: 1 });
    const has = await t.api.get<TLikeResult>(
      `${W}/app/has-like`,
      { worksId: publicId },
      as(cast.pupil),
    );
    expect(has.body.data.hasLike).toBe(true);
    const anonymous = await t.api.get<TLikeResult>(`${W}/app/has-like`, { worksId: publicId });
    expect(anonymous.body.data).toEqual({ worksId: publicId, hasLike: false, likeCount: 1 });
    const detail = await t.api.get<{ hasLike: boolean; likesUniqUserId: number | null }>(
      `${W}/app/detail`,
      { id: publicId },
      as(cast.pupil),
    );
    expect(detail.body.data).toMatchObject({ hasLike: true, likesUniqUserId: cast.pupil.userId });

    const cancel = await t.api.post<TLikeResult>(
      `${W}/custom/cancel-like`,
      { worksId: publicId },
      as(cast.pupil),
    );
    expect(cancel.body.data).toEqual({ worksId: publicId, hasLike: false, likeCount: 0 });
    const cancelAgain = await t.api.post<TLikeResult>(
      `${W}/app/cancel-like`,
      { worksId: publicId },
      as(cast.pupil),
    );
    expect(cancelAgain.body.data.likeCount).toBe(0);
    expect(await likeRows(publicId)).toBe(0);
  });

  it('50 concurrent likes by one person count once', async () => {
    const id = await publishedWork('并发点赞一');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.api.post<TLikeResult>(`${W}/app/like`, { worksId: id }, as(cast.pupil)),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await likeCount(id)).toBe(1);
    expect(await likeRows(id)).toBe(1);
    const cancels = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api.post(`${W}/app/cancel-like`, { worksId: id }, as(cast.pupil)),
      ),
    );
    expect(cancels.every((r) => r.status === 200)).toBe(true);
    expect(await likeCount(id)).toBe(0);
    expect(await likeRows(id)).toBe(0);
  });

  it('concurrent likes by 50 people count 50; each cancel takes one back', async () => {
    const id = await publishedWork('并发点赞二');
    const people = [];
    for (let i = 0; i < 50; i++) {
      const userId = await createUser(t.database.db, { name: `读者${i}`, password: null });
      const session = await createSession(t.database.db, {
        userId,
        audience: 'learner',
        accountType: AccountType.STUDENT,
      });
      people.push({ userId, token: session.token });
    }
    const likes = await Promise.all(
      people.flatMap((p) => [
        t.api.post(`${W}/app/like`, { worksId: id }, { token: p.token }),
        t.api.post(`${W}/app/like`, { worksId: id }, { token: p.token }),
      ]),
    );
    expect(likes.every((r) => r.status === 200)).toBe(true);
    expect(await likeCount(id)).toBe(50);
    expect(await likeRows(id)).toBe(50);
    await Promise.all(
      people
        .slice(0, 7)
        .map((p) => t.api.post(`${W}/app/cancel-like`, { worksId: id }, { token: p.token })),
    );
    expect(await likeCount(id)).toBe(43);
    const [mine] = await t.database.db
      .select({ n: count() })
      .from(worksLikes)
      .where(and(eq(worksLikes.worksId, id), eq(worksLikes.userId, people[0]!.userId)));
    expect(mine!.n).toBe(0);
  });

  it('likes show in the gallery order and the author’s popularity', async () => {
    const popular = await t.api.get<{ list: { id: number; likeCount: number }[] }>(
      `${W}/custom/works-index`,
      {
        sort: 'popular',
      },
    );
    expect(popular.body.data.list[0]!.likeCount).toBe(43);
    const stat = await t.api.get<{
      totalLikes: number;
      publishedWorks: number;
      topWorks: { likeCount: number }[];
    }>(`${W}/custom/popularity-stat`, {}, as(cast.author));
    expect(stat.body.data).toMatchObject({ totalLikes: 43, publishedWorks: 3 });
    expect(stat.body.data.topWorks[0]!.likeCount).toBe(43);
    const teacher = await t.api.get<{ totalLikes: number }>(
      `${W}/custom/popularity-stat`,
      {},
      as(cast.teacher),
    );
    expect(teacher.body.data.totalLikes).toBe(43);
    expect((await t.api.get(`${W}/custom/popularity-stat`, {})).status).toBe(401);
  });
});
