import { SafetyMessages, WorksStatus, type TPage, type TSafetyHistoryItem } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classByCode } from '../../../test/factories/classes';
import { callAs, makeStaff } from '../../../test/factories/school';
import { as, castOf, makeBook, picture, upload, type TCast } from '../../../test/factories/works';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

/** Works pass the safety gate too: their texts, pupils' pictures, and the gallery's kinds. */

const W = '/api/v1/works-service';

let t: TTestApp;
let cast: TCast;
let ai3001: number;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  ai3001 = (await classByCode(t, 'AI3001')).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a work', () => {
  it('is refused with a kind message when its texts are not for pupils, and kept for the teacher', async () => {
    const refused = await t.api.post(
      `${W}/works/custom/add`,
      {
        worksName: '我的故事',
        worksClassId: ai3001,
        worksPageList: [{ text: '第一页' }, { text: '同桌是个傻逼' }],
      },
      as(cast.author),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).not.toContain('傻逼');
    const history = await t.api.get<TPage<TSafetyHistoryItem>>(
      `${W}/ai-safety-history/custom/page`,
      { classId: ai3001, flag: 'refused', tool: 'works' },
      as(cast.teacher),
    );
    expect(history.body.data.list[0]).toMatchObject({
      tool: 'works',
      outcome: 'refused',
      studentId: cast.author.accountId,
    });
    expect(history.body.data.list[0]!.text).toContain('同桌是个傻逼');
  });

  it("shows the class's teacher the pupils' works in the class AI history", async () => {
    const added = await t.api.post(
      `${W}/works/custom/add`,
      { worksName: '会飞的小房子', worksIntro: '房子长出了翅膀', worksClassId: ai3001 },
      as(cast.author),
    );
    expect(added.status).toBe(200);
    const history = await t.api.get<TPage<TSafetyHistoryItem>>(
      `${W}/ai-safety-history/custom/page`,
      { classId: ai3001, tool: 'works', studentId: cast.author.accountId! },
      as(cast.teacher),
    );
    expect(history.body.data.list[0]).toMatchObject({
      source: 'works',
      outcome: 'ok',
      text: '会飞的小房子\n房子长出了翅膀',
    });
  });

  it("takes a pupil's picture that is fit for pupils", async () => {
    const uploaded = await upload(t, cast.author, await picture());
    expect(uploaded.status).toBe(200);
  });

  it('goes to the gallery only when its school publishes that kind of work', async () => {
    const admin = await makeStaff(t);
    const rules = async (galleryKinds: string[]) =>
      t.api.post(
        `${W}/ai-safety-rule/mng/set`,
        {
          schoolId: (await classByCode(t, 'AI3001')).schoolId,
          blockedWords: [],
          allowedWords: [],
          strictness: 'standard',
          refusalMessage: null,
          galleryKinds,
        },
        callAs(admin),
      );
    expect((await rules(['picture'])).status).toBe(200);
    const book = await makeBook(t, cast.author, '好奇的小猫', 1);
    const submit = () =>
      t.api.post(
        `${W}/works/custom/update-status`,
        { id: book.id, status: WorksStatus.SUBMITTED },
        as(cast.author),
      );
    const refused = await submit();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(SafetyMessages.GALLERY_KIND_NOT_ALLOWED);
    expect((await rules(['picture', 'book'])).status).toBe(200);
    expect((await submit()).status).toBe(200);
  });
});
