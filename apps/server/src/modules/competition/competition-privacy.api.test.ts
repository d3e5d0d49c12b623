import {
  encodePassword,
  PERMISSION_LABELS,
  StaffType,
  type TMyRegistration,
  type TRanking,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../db/schema';
import { exportedBook } from '../../../test/helpers/file-task';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makeSchool, type TMadePerson } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { makeCompetition, registrationForm } from '../../../test/factories/competition';

const WS = '/api/v1/works-service';
const APP = `${WS}/app/ai-competition`;
const REG = `${WS}/ai-competition-registration/mng`;
const JUDGING = `${WS}/ai-competition-judging/mng`;
const PWD = '/api/v1/user-service/user-identity-pwd';

/** Every competition permission: the staff below may make every competition call. */
const ALL = Object.keys(PERMISSION_LABELS).filter((code) =>
  /^(competition|award|tech-registration|file-task)/.test(code),
);

describe('competition privacy, judging and awards', () => {
  let t: TTestApp;
  let staff: TMadePerson;
  let judges: TMadePerson[];
  let unmasker: TMadePerson;
  let competitionId: number;
  let registrations: { form: ReturnType<typeof registrationForm>; mine: TMyRegistration }[];
  let answers: string[];

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const schoolId = await makeSchool(t, '隐私测试小学');
    const role = await makeRole(t, { permissions: ALL, scope: { kind: 'all' } });
    staff = await makeStaffUser(t, { staffType: StaffType.PLATFORM_OPERATOR, roleIds: [role] });
    judges = [
      await makeStaffUser(t, { staffType: StaffType.PLATFORM_OPERATOR, roleIds: [role] }),
      await makeStaffUser(t, { staffType: StaffType.PLATFORM_OPERATOR, roleIds: [role] }),
    ];
    const unmaskRole = await makeRole(t, {
      permissions: ALL,
      scope: { kind: 'all' },
      unmask: ['idCard', 'realName', 'mobile'],
    });
    unmasker = await makeStaffUser(t, {
      staffType: StaffType.PLATFORM_OPERATOR,
      roleIds: [unmaskRole],
      password: 'Login12345',
    });
    competitionId = (await makeCompetition(t, { groupList: ['小学组'] })).id;
    registrations = [];
    answers = [];
    for (const [name, worksName] of [
      ['张三明', '星空'],
      ['李四明', '海洋'],
    ] as const) {
      const form = registrationForm(competitionId, schoolId, {
        studentName: name,
        registrationGroup: '小学组',
      });
      const res = await t.api.post<TMyRegistration>(`${APP}/commit-registration`, form);
      answers.push(res.raw.body);
      const mine = res.body.data;
      const works = await t.api.post(`${APP}/commit-works`, {
        registrationId: mine.id,
        token: mine.token,
        worksName,
        worksUrl: '/files/w.pdf',
      });
      answers.push(works.raw.body);
      registrations.push({ form, mine });
    }
  });
  afterAll(() => t.close());

  it('judges see works blind, score them, and the ranking orders them', async () => {
    const assigned = await t.api.post(
      `${JUDGING}/assign-judges`,
      { competitionId, judgeUserIds: judges.map((j) => j.userId) },
      callAs(staff),
    );
    expect(assigned.status).toBe(200);
    const notJudge = await t.api.get(`${JUDGING}/works`, { competitionId }, callAs(staff));
    expect(notJudge.status).toBe(403);

    const blind = await t.api.get<{ worksId: number; code: string }[]>(
      `${JUDGING}/works`,
      { competitionId },
      callAs(judges[0]!),
    );
    answers.push(blind.raw.body);
    expect(blind.body.data).toHaveLength(2);
    for (const name of ['张三明', '李四明', '隐私测试小学', '张*明', '330106']) {
      expect(blind.raw.body).not.toContain(name);
    }
    const [first, second] = blind.body.data;
    const scores: [number, number, number][] = [
      [0, first!.worksId, 70],
      [0, second!.worksId, 90],
      [1, first!.worksId, 80],
      [1, second!.worksId, 85.5],
    ];
    for (const [judge, worksId, score] of scores) {
      const res = await t.api.post(`${JUDGING}/score`, { worksId, score }, callAs(judges[judge]!));
      expect(res.status).toBe(200);
    }
    const ranked = await t.api.get<TRanking>(
      `${JUDGING}/ranking`,
      { competitionId },
      callAs(staff),
    );
    answers.push(ranked.raw.body);
    expect(ranked.body.data.map((r) => [r.worksId, r.averageScore, r.scoreCount])).toEqual([
      [second!.worksId, 87.8, 2],
      [first!.worksId, 75, 2],
    ]);
    expect(ranked.body.data[0]!.studentName).toMatch(/^.\*+$/);

    const award = await t.api.post<{ id: number }>(
      `${WS}/award/mng/add`,
      { competitionId, name: '一等奖' },
      callAs(staff),
    );
    const given = await t.api.post(
      `${WS}/award-works-rel/mng/add-award-rel`,
      { awardId: award.body.data.id, worksIds: [second!.worksId] },
      callAs(staff),
    );
    expect(given.status).toBe(200);
    expect((await t.api.get(`${APP}/winners`, { id: competitionId })).body.data).toEqual([]);
    await t.api.post(
      `${WS}/competition/mng/publish-winners`,
      { id: competitionId, published: true },
      callAs(staff),
    );
    const winners = await t.api.get<{ studentName: string; awardName: string }[]>(
      `${APP}/winners`,
      {
        id: competitionId,
      },
    );
    answers.push(winners.raw.body);
    expect(winners.body.data).toHaveLength(1);
    expect(winners.body.data[0]).toMatchObject({ awardName: '一等奖' });
    expect(['张*明', '李*明']).toContain(winners.body.data[0]!.studentName);
  });

  it('never shows an id number unmasked to a role without the permission', async () => {
    const as = callAs(staff);
    const { form, mine } = registrations[0]!;
    const calls = [
      t.api.get(`${REG}/page`, { competitionId }, as),
      t.api.post(`${REG}/modify`, { ...form, id: mine.id, idCard: '' }, as),
      t.api.get(`${WS}/ai-competition-works/mng/page`, { competitionId }, as),
      t.api.get(`${WS}/award-works-rel/mng/award-works-rel-page`, { competitionId }, as),
      t.api.get(`${JUDGING}/ranking`, { competitionId }, as),
      t.api.get(`${APP}/detail`, {
        id: mine.id,
        idCard: form.idCard,
        studentName: form.studentName,
      }),
      t.api.get(`${APP}/registration-detail`, { id: mine.id, token: mine.token }),
      t.api.post(`${APP}/modify-registration`, { ...form, id: mine.id, token: mine.token }),
      t.api.get(`${APP}/competition-detail`, { id: competitionId }),
      t.api.get(`${APP}/page`, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(200);
      answers.push(res.raw.body);
    }
    const book = await exportedBook(t, await t.api.get(`${REG}/export`, { competitionId }, as), as);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row) => cells.push(JSON.stringify(row.values)));
    answers.push(cells.join('\n'));
    for (const answer of answers) {
      for (const { form: f } of registrations) {
        expect(answer).not.toContain(f.idCard);
        expect(answer).not.toContain(f.mobile);
      }
    }
    const page = await t.api.get<{ list: { studentName: string; idCard: string }[] }>(
      `${REG}/page`,
      { competitionId },
      as,
    );
    expect(page.body.data.list.map((r) => r.studentName).sort()).toEqual(['张**', '李**']);
  });

  it('shows it to a role that unmasks id numbers after its identity check, and logs the read', async () => {
    const as = callAs(unmasker);
    const before = await t.api.get(`${REG}/page`, { competitionId }, as);
    expect(before.raw.body).not.toContain(registrations[0]!.form.idCard);
    const secret = encodePassword('Ident1234');
    expect(
      (
        await t.api.post(
          `${PWD}/set-identity-password`,
          { password: secret, repeatPassword: secret },
          as,
        )
      ).status,
    ).toBe(200);
    expect(
      (await t.api.post(`${PWD}/check-identity-password`, { password: secret }, as)).status,
    ).toBe(200);
    const after = await t.api.get<{ list: { id: number; idCard: string }[] }>(
      `${REG}/page`,
      { competitionId },
      as,
    );
    const shown = after.body.data.list.find((r) => r.id === registrations[0]!.mine.id)!;
    expect(shown.idCard).toBe(registrations[0]!.form.idCard);
    const logged = await t.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.userId, unmasker.userId));
    expect(logged.map((l) => l.field)).toContain('idCard');
  });
});
