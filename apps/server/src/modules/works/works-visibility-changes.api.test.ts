import { WorksMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { findClassByCode } from '../classes';
import { matrixKit, W, WHO, type TWho } from './testing/matrix-kit';
import { as, castOf, picture, upload, type TCast } from '../../../test/factories/works';

/**
 * The visibility matrix, changing: only the author changes a work, only the author's teacher
 * or staff review it, only staff in scope rank it, nobody likes it before it is public.
 */
let t: TTestApp;
let cast: TCast;
let classId: number;
let draftId: number;
const { get, post, newDraft, authorView, matrix } = matrixKit(() => ({
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
