import { Messages, WorksMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { findClassByCode } from '../classes/classes.queries';
import { as, castOf, picture, upload, type TCast, type TPerson } from './testing/works-fixtures';

/**
 * The visibility matrix: for a work that is not public, every works route answers the
 * anonymous caller, the author, another pupil, the author's teacher, a teacher of the same
 * school who is not theirs, a teacher of another school, staff and another school's manager.
 */
const W = '/api/v1/works-service/works';
let t: TTestApp;
let cast: TCast;
let draftId: number;
let classId: number;

type TWho = keyof TCast | 'anonymous';
const WHO: TWho[] = [
  'anonymous',
  'author',
  'pupil',
  'teacher',
  'otherTeacher',
  'foreignTeacher',
  'staff',
  'foreignManager',
];

const person = (who: TWho): TPerson | null => (who === 'anonymous' ? null : cast[who]);
const opts = (who: TWho) => {
  const p = person(who);
  return p ? as(p) : {};
};

async function get(who: TWho, path: string, query: Record<string, string | number>) {
  return t.api.get(path, query, opts(who));
}
async function post(who: TWho, path: string, body: unknown) {
  return t.api.post(path, body, opts(who));
}

async function newDraft(name = '秘密花园'): Promise<number> {
  const res = await t.api.post<{ id: number }>(
    `${W}/custom/add`,
    { worksName: name, worksClassId: classId, worksPageList: [{ text: '第一页' }] },
    as(cast.author),
  );
  expect(res.status).toBe(200);
  return res.body.data.id;
}

async function authorView(id: number) {
  return t.api.get<{
    worksName: string;
    status: number;
    sortScore: number;
    recommend: boolean;
    tagIds: number[];
  }>(`${W}/custom/detail`, { id }, as(cast.author));
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  classId = (await findClassByCode(t.database.db, 'AI3001'))!.id;
  draftId = await newDraft();
});
afterAll(async () => t?.close());

function expectMatrix(
  results: Record<TWho, number>,
  expected: Partial<Record<TWho, number>>,
): void {
  expect(results).toEqual({ ...results, ...expected });
}

async function matrix(call: (who: TWho) => Promise<{ status: number }>) {
  const out = {} as Record<TWho, number>;
  for (const who of WHO) out[who] = (await call(who)).status;
  return out;
}

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

describe('changing a work that is not yours', () => {
  it('edit, delete, copy, submit: only the author; refused calls change nothing', async () => {
    const id = await newDraft('不许改');
    for (const who of WHO) {
      if (who === 'author') continue;
      const edit = await post(who, `${W}/custom/edit`, { id, worksName: '被改了' });
      const del = await post(who, `${W}/custom/delete`, { id });
      const copy = await post(who, `${W}/custom/copy`, { id });
      const submit = await post(who, `${W}/custom/update-status`, { id, status: 1 });
      const expected = who === 'anonymous' ? 401 : 403;
      expect([edit.status, del.status, copy.status, submit.status], who).toEqual([
        expected,
        expected,
        expected,
        expected,
      ]);
    }
    const after = await authorView(id);
    expect(after.body.data).toMatchObject({ worksName: '不许改', status: 0 });
    const mine = await t.api.get<{ total: number }>(
      `${W}/custom/list`,
      { keyword: '不许改' },
      as(cast.pupil),
    );
    expect(mine.body.data.total).toBe(0);
  });

  it('review: the author cannot approve their own work; only their teacher or staff', async () => {
    const id = await newDraft('待审核作品');
    await post('author', `${W}/custom/update-status`, { id, status: 1 });
    const body = { id, auditStatus: 1 };
    for (const who of WHO.filter((w) => w !== 'teacher')) {
      const res = await post(who, `${W}/custom/audit`, body);
      expect(res.status, who).toBe(who === 'anonymous' ? 401 : 403);
    }
    expect((await authorView(id)).body.data.status).toBe(1);
    expect((await post('teacher', `${W}/custom/audit`, body)).status).toBe(200);
    expect((await authorView(id)).body.data.status).toBe(2);
  });

  it('back-office changes: staff in scope only, nothing written otherwise', async () => {
    const id = await newDraft('后台操作');
    const calls: [string, unknown][] = [
      [`${W}/mng/modify-works-score`, { id, sortScore: 99 }],
      [`${W}/mng/recommend`, { id, recommend: true }],
      [`${W}/mng/tag`, { id, tagIds: [] }],
      [`${W}/mng/audit`, { id, auditStatus: 2, auditRemark: '不行' }],
      [`${W}/mng/update-status`, { id, status: 3 }],
    ];
    for (const [path, body] of calls) {
      for (const who of ['anonymous', 'author', 'teacher', 'foreignManager'] as TWho[]) {
        const res = await post(who, path, body);
        expect(res.status, `${who} ${path}`).toBe(who === 'anonymous' ? 401 : 403);
      }
    }
    const after = await authorView(id);
    expect(after.body.data).toMatchObject({ sortScore: 0, recommend: false, status: 0 });
    expect((await post('staff', `${W}/mng/modify-works-score`, { id, sortScore: 99 })).status).toBe(
      200,
    );
    expect((await authorView(id)).body.data.sortScore).toBe(99);
  });

  it('likes: nobody likes a work that is not public', async () => {
    for (const path of [`${W}/custom/like`, `${W}/app/like`]) {
      const results = await matrix((who) => post(who, path, { worksId: draftId }));
      for (const who of WHO) {
        expect(results[who], `${who} ${path}`).toBe(who === 'anonymous' ? 401 : 403);
      }
    }
    const res = await post('pupil', `${W}/app/like`, { worksId: draftId });
    expect(res.body.message).toBe(WorksMessages.LIKE_ONLY_PUBLIC);
  });

  it('refuses bad input with Chinese messages and field errors', async () => {
    const noName = await post('author', `${W}/custom/add`, { worksName: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ message: WorksMessages.WORKS_NAME_REQUIRED });
    expect(noName.body.errors).toEqual([
      { field: 'worksName', message: WorksMessages.WORKS_NAME_REQUIRED },
    ]);
    const badId = await post('author', `${W}/custom/delete`, { id: '7' });
    expect(badId.status).toBe(400);
    expect(badId.body.errors?.[0]?.field).toBe('id');
    const missing = await post('author', `${W}/custom/edit`, { id: 999999, worksName: '无' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(WorksMessages.WORKS_NOT_FOUND);
    const remark = await post('teacher', `${W}/custom/audit`, { id: draftId, auditStatus: 2 });
    expect(remark.status).toBe(400);
    expect(remark.body.errors).toEqual([
      { field: 'auditRemark', message: WorksMessages.AUDIT_REMARK_REQUIRED },
    ]);
  });

  it('a public work is seen by everyone in its public shape', async () => {
    const image = await upload(t, cast.author, await picture());
    const add = await t.api.post<{ id: number }>(
      `${W}/custom/add`,
      {
        worksName: '公开的绘本',
        worksCoverPic: image.body.data.url,
        worksPageList: [{ picUrl: image.body.data.url, text: '你好' }],
      },
      as(cast.author),
    );
    const id = add.body.data.id;
    await post('author', `${W}/custom/update-status`, { id, status: 1 });
    expect((await post('teacher', `${W}/custom/audit`, { id, auditStatus: 1 })).status).toBe(200);
    for (const who of WHO) {
      const res = await get(who, `${W}/app/detail`, { id });
      expect(res.status, who).toBe(200);
      const data = res.body.data as {
        worksAuthor: string;
        authorName: string | null;
        access: string;
        worksCoverPic: string;
      };
      expect(data.worksAuthor).toBe('张**');
      if (
        ['anonymous', 'pupil', 'otherTeacher', 'foreignTeacher', 'foreignManager'].includes(who)
      ) {
        expect(data, who).toMatchObject({ access: 'public', authorName: null });
        expect(JSON.stringify(res.body)).not.toContain('张小明');
      }
      expect(data.worksCoverPic).not.toContain('sig=');
    }
  });
});
