import { Messages, WorksMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { findClassByCode } from '../classes';
import { matrixKit, W, type TWho } from './testing/matrix-kit';
import { as, castOf, type TCast } from '../../../test/factories/works';

/**
 * The visibility matrix, reading: for a work that is not public, every reading route answers
 * the anonymous caller, the author, another pupil, the author's teacher, a teacher of the same
 * school who is not theirs, a teacher of another school, staff and another school's manager.
 */
let t: TTestApp;
let cast: TCast;
let classId: number;
let draftId: number;
const { get, newDraft, matrix, expectMatrix } = matrixKit(() => ({
  t,
  cast,
  classId,
}));

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  classId = (await findClassByCode(t.database.db, 'AI3001'))!.id;
  draftId = await newDraft();
});
afterAll(async () => t?.close());

describe('reading a work that is not public', () => {
  const readers = { author: 200, teacher: 200 };
  const refused = { pupil: 403, otherTeacher: 403, foreignTeacher: 403 };

  it.each([
    ['custom/detail', { id: 0 }],
    ['custom/preview', { id: 0 }],
    ['custom/agent-program-code/detail', { id: 0 }],
    ['custom/history/list', { worksId: 0 }],
  ])('%s: only the author and their teacher', async (route, query) => {
    const q = Object.fromEntries(Object.keys(query).map((k) => [k, draftId]));
    const results = await matrix((who) => get(who, `${W}/${route}`, q));
    expectMatrix(results, {
      anonymous: 401,
      ...readers,
      ...refused,
      staff: 403,
      foreignManager: 403,
    });
  });

  it.each(['app/detail', 'app/v2/detail'])('%s: author, their teacher and staff', async (route) => {
    const results = await matrix((who) => get(who, `${W}/${route}`, { id: draftId }));
    expectMatrix(results, {
      anonymous: 403,
      ...readers,
      ...refused,
      staff: 200,
      foreignManager: 403,
    });
    const anonymous = await get('anonymous', `${W}/${route}`, { id: draftId });
    expect(anonymous.body.message).toBe(WorksMessages.WORKS_NOT_PUBLIC);
  });

  it('app/has-like answers only those who may see the work', async () => {
    const results = await matrix((who) => get(who, `${W}/app/has-like`, { worksId: draftId }));
    expectMatrix(results, {
      anonymous: 403,
      ...readers,
      ...refused,
      staff: 200,
      foreignManager: 403,
    });
  });

  it.each(['mng/detail', 'mng/v2/detail', 'mng/history/list'])(
    '%s: staff whose scope covers the school',
    async (route) => {
      const query: Record<string, number> = route.includes('history')
        ? { worksId: draftId }
        : { id: draftId };
      const results = await matrix((who) => get(who, `${W}/${route}`, query));
      expectMatrix(results, {
        anonymous: 401,
        author: 403,
        pupil: 403,
        teacher: 403,
        otherTeacher: 403,
        foreignTeacher: 403,
        staff: 200,
        foreignManager: 403,
      });
    },
  );

  it('shows the real name to the author and their teacher, never a public name only', async () => {
    const teacher = await t.api.get<{ authorName: string; worksAuthor: string; access: string }>(
      `${W}/custom/detail`,
      { id: draftId },
      as(cast.teacher),
    );
    expect(teacher.body.data).toMatchObject({
      access: 'teacher',
      authorName: '张小明',
      worksAuthor: '张**',
    });
    const preview = await t.api.get<{ authorName: string | null; access: string }>(
      `${W}/custom/preview`,
      { id: draftId },
      as(cast.author),
    );
    expect(preview.body.data).toMatchObject({ access: 'public', authorName: null });
  });

  it('is missing from every list of those who may not see it', async () => {
    const lists: [TWho, string, Record<string, string | number>][] = [
      ['anonymous', `${W}/custom/works-index`, {}],
      ['pupil', `${W}/custom/works-index`, {}],
      ['pupil', `${W}/custom/list`, {}],
      ['otherTeacher', `${W}/custom/student-works-list`, {}],
      ['foreignTeacher', `${W}/custom/student-works-list`, {}],
      ['foreignManager', `${W}/mng/list`, {}],
      ['foreignManager', '/api/v1/works-service/fanbook-works/mng/pageList', {}],
      ['anonymous', `${W}/custom/recommend-works`, { currentId: draftId }],
    ];
    for (const [who, path, query] of lists) {
      const res = await get(who, path, query);
      expect(res.status, `${who} ${path}`).toBe(200);
      const data = res.body.data as { list?: { id: number }[] } | { id: number }[];
      const items = Array.isArray(data) ? data : (data.list ?? []);
      expect(
        items.map((w) => w.id),
        `${who} ${path}`,
      ).not.toContain(draftId);
    }
    const seen: [TWho, string][] = [
      ['author', `${W}/custom/list`],
      ['teacher', `${W}/custom/student-works-list`],
      ['staff', `${W}/mng/list`],
      ['staff', '/api/v1/works-service/fanbook-works/mng/pageList'],
    ];
    for (const [who, path] of seen) {
      const res = await get(who, path, {});
      const items = (res.body.data as { list: { id: number }[] }).list;
      expect(
        items.map((w) => w.id),
        `${who} ${path}`,
      ).toContain(draftId);
    }
    // My works: the total is the same on every page, past the last one included.
    type TPage = { list: { id: number }[]; total: number };
    const mine = (await get('author', `${W}/custom/list`, { pageSize: 1 })).body.data as TPage;
    expect(mine.list).toHaveLength(1);
    expect(mine.total).toBeGreaterThanOrEqual(1);
    const past = await get('author', `${W}/custom/list`, { currentPage: 99, pageSize: 1 });
    expect(past.body.data).toMatchObject({ list: [], total: mine.total });
    const filtered = await get('author', `${W}/custom/list`, { pageSize: 1, status: 0 });
    expect((filtered.body.data as TPage).total).toBeLessThanOrEqual(mine.total);
  });

  it('class timeline: its teacher and pupils only; a pupil sees a classmate draft never', async () => {
    const path = '/api/v1/works-service/fanbook-works/custom/timeline';
    const results = await matrix((who) => get(who, path, { worksClassId: classId }));
    expectMatrix(results, {
      anonymous: 401,
      author: 200,
      pupil: 403,
      teacher: 200,
      otherTeacher: 403,
      foreignTeacher: 403,
      staff: 403,
      foreignManager: 403,
    });
  });

  it('lists refuse the wrong role and bad input', async () => {
    expect((await get('author', `${W}/custom/student-works-list`, {})).status).toBe(403);
    expect((await get('anonymous', `${W}/custom/list`, {})).status).toBe(401);
    const bad = await get('author', `${W}/custom/list`, { status: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('status');
    expect(bad.body.message).toBe(Messages.FIELD_TOO_BIG);
  });
});
