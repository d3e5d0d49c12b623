import {
  CompetitionMessages as M,
  StaffType,
  WorksStatus,
  type TJudgePreview,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { works } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makeClass, makeStaff, type TMadeClass } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { makeCompetition, registrationForm, residentId } from '../../../test/factories/competition';
import { publishedBook } from '../../../test/factories/print-orders';
import { picture, upload } from '../media/testing/media-fixtures';

const WS = '/api/v1/works-service';
const APP = `${WS}/app/ai-competition`;
const PREVIEW = `${WS}/ai-competition-judging/mng/preview`;
const JUDGING = ['competition-judging:works', 'competition-judging:preview'];

/** Every property name inside a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  }
  return into;
}

describe("a judge's blind preview of an entry", () => {
  let t: TTestApp;
  let klass: TMadeClass;
  let competitionId: number;
  let otherCompetitionId: number;
  let entryId: number;
  let fileEntryId: number;
  let draftId: number;
  let judge: ReturnType<typeof callAs>;
  let bystander: ReturnType<typeof callAs>;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    klass = await makeClass(t, { pupils: 2 });
    competitionId = (await makeCompetition(t)).id;
    otherCompetitionId = (await makeCompetition(t)).id;
    const [author, second] = klass.pupils as [(typeof klass.pupils)[0], (typeof klass.pupils)[0]];

    // A draft work of the platform (never published), with a prompt and a music track.
    draftId = await publishedBook(t, author, klass.id, 2);
    const track = await upload(t, callAs(author) as never, await picture());
    await t.database.db
      .update(works)
      .set({
        status: WorksStatus.DRAFT,
        publishedAt: null,
        worksPrompt: '一只小兔子在春天郊游',
        worksAuthor: '张小明',
        worksContentList: [
          { type: 'audio', url: `/api/media/${track.body.data.key}`, posterUrl: null, text: '' },
        ],
      })
      .where(eq(works.id, draftId));

    const register = async (id: number, n: number) => {
      const form = registrationForm(id, klass.schoolId, { studentName: `学生${n}` });
      const res = await t.api.post<{ id: number; token: string }>(`${APP}/commit-registration`, {
        ...form,
        idCard: residentId(n),
      });
      expect(res.status, res.body.message).toBe(200);
      return res.body.data;
    };
    const commit = async (reg: { id: number; token: string }, body: object, caller: unknown) => {
      const res = await t.api.post<{ id: number }>(
        `${APP}/commit-works`,
        { registrationId: reg.id, token: reg.token, worksName: '春天', ...body },
        caller as never,
      );
      expect(res.status, res.body.message).toBe(200);
      return res.body.data.id;
    };
    entryId = await commit(
      await register(competitionId, 301),
      { worksUrl: `/works/detail?id=${draftId}`, platformWorksId: draftId },
      callAs(author),
    );
    const file = await upload(t, callAs(second) as never, await picture());
    fileEntryId = await commit(
      await register(otherCompetitionId, 302),
      { worksUrl: file.body.data.url },
      callAs(second),
    );

    const judgeRole = await makeRole(t, { permissions: JUDGING, scope: { kind: 'all' } });
    const judgeUser = await makeStaffUser(t, {
      staffType: StaffType.PLATFORM_OPERATOR,
      roleIds: [judgeRole],
    });
    const admin = await makeStaff(t, { staffType: StaffType.SUPER_ADMIN });
    for (const id of [competitionId, otherCompetitionId]) {
      const res = await t.api.post(
        `${WS}/ai-competition-judging/mng/assign-judges`,
        { competitionId: id, judgeUserIds: [judgeUser.userId] },
        callAs(admin),
      );
      expect(res.status, res.body.message).toBe(200);
    }
    judge = callAs(judgeUser);
    const noPreview = await makeRole(t, {
      permissions: ['competition-judging:works'],
      scope: { kind: 'all' },
    });
    bystander = callAs(
      await makeStaffUser(t, { staffType: StaffType.PLATFORM_OPERATOR, roleIds: [noPreview] }),
    );
  });
  afterAll(() => t.close());

  it("shows a draft work's pages, media and prompt with signed links and nothing of its author", async () => {
    const res = await t.api.get<TJudgePreview>(PREVIEW, { competitionId, worksId: entryId }, judge);
    expect(res.status, res.body.message).toBe(200);
    const preview = res.body.data;
    expect(preview.code).toBe('作品001');
    expect(preview.fileUrl).toBeNull();
    const work = preview.work!;
    expect(work.worksPrompt).toBe('一只小兔子在春天郊游');
    expect(work.worksPageList).toHaveLength(2);
    expect(work.worksCoverPic).toMatch(/^\/api\/media\/.+\?exp=\d+&sig=/);
    const audio = work.worksContentList[0]!;
    expect(audio.type).toBe('audio');
    expect((await t.app.inject({ method: 'GET', url: audio.url })).statusCode).toBe(200);

    const keys = keysOf(preview);
    for (const field of [
      'worksAuthor',
      'authorName',
      'authorPublicName',
      'authorUserId',
      'authorAccountId',
      'studentName',
      'schoolName',
      'schoolId',
      'className',
      'worksClassId',
      'worksCreatorId',
    ]) {
      expect(keys.has(field), field).toBe(false);
    }
    expect(JSON.stringify(preview)).not.toContain('张小明');
    expect(JSON.stringify(preview)).not.toContain(klass.pupils[0]!.name);
  });

  it("shows an uploaded entry's own file, signed", async () => {
    const res = await t.api.get<TJudgePreview>(
      PREVIEW,
      { competitionId: otherCompetitionId, worksId: fileEntryId },
      judge,
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.work).toBeNull();
    const link = res.body.data.fileUrl!;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('refuses staff without the permission, a non-judge and an entry of another competition', async () => {
    const denied = await t.api.get(PREVIEW, { competitionId, worksId: entryId }, bystander);
    expect(denied.status).toBe(403);

    const outsider = await makeStaffUser(t, {
      staffType: StaffType.PLATFORM_OPERATOR,
      roleIds: [await makeRole(t, { permissions: JUDGING, scope: { kind: 'all' } })],
    });
    const notJudge = await t.api.get(
      PREVIEW,
      { competitionId, worksId: entryId },
      callAs(outsider),
    );
    expect(notJudge.status).toBe(403);
    expect(notJudge.body.message).toBe(M.NOT_A_JUDGE);

    const elsewhere = await t.api.get(PREVIEW, { competitionId, worksId: fileEntryId }, judge);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(M.WORKS_NOT_FOUND);
    const platformId = await t.api.get(PREVIEW, { competitionId, worksId: draftId + 999 }, judge);
    expect(platformId.status).toBe(404);
  });
});
