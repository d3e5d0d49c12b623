import {
  encodePassword,
  IdentityMessages,
  PERMISSION_LABELS,
  StaffType,
  type TFileTask,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, fileTasks } from '../../db/schema';
import { exportedBook } from '../../../test/helpers/file-task';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makePupil, makeSchool, type TMadePerson } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { makeCompetition, registrationForm, residentId } from '../../../test/factories/competition';

const WS = '/api/v1/works-service';
const APP = `${WS}/app/ai-competition`;
const REG = `${WS}/ai-competition-registration/mng`;
const TECH = `${WS}/tech-registration`;
const PWD = '/api/v1/user-service/user-identity-pwd';

const ALL = Object.keys(PERMISSION_LABELS).filter((code) =>
  /^(competition|tech-registration|file-task)/.test(code),
);

/** Every cell of the first sheet, one string per row. */
async function cellsOf(
  t: TTestApp,
  started: Awaited<ReturnType<TTestApp['api']['get']>>,
  as: ReturnType<typeof callAs>,
) {
  const book = await exportedBook(t, started, as);
  const rows: string[] = [];
  book.worksheets[0]!.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows.join('\n');
}

describe('registration exports: masked, or in full after the identity check', () => {
  let t: TTestApp;
  let masked: TMadePerson;
  let unmasker: TMadePerson;
  let competitionId: number;
  let form: ReturnType<typeof registrationForm>;
  const techIdCard = residentId(777);

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const schoolId = await makeSchool(t, '导出测试小学');
    const plain = await makeRole(t, { permissions: ALL, scope: { kind: 'all' } });
    masked = await makeStaffUser(t, { staffType: StaffType.PLATFORM_OPERATOR, roleIds: [plain] });
    const lifts = await makeRole(t, {
      permissions: ALL,
      scope: { kind: 'all' },
      unmask: ['idCard', 'realName', 'mobile'],
    });
    unmasker = await makeStaffUser(t, {
      staffType: StaffType.PLATFORM_OPERATOR,
      roleIds: [lifts],
      password: 'Login12345',
    });
    competitionId = (await makeCompetition(t)).id;
    form = registrationForm(competitionId, schoolId, {
      studentName: '赵小雨',
      mobile: '13912345678',
    });
    expect((await t.api.post(`${APP}/commit-registration`, form)).status).toBe(200);
    const pupil = await makePupil(t, { schoolId });
    const tech = await t.api.post(
      `${TECH}/custom/add`,
      {
        activityType: 1,
        grade: 4,
        idCardType: 1,
        idCard: techIdCard,
        schoolId,
        schoolName: '导出测试小学',
        studentName: '钱小星',
        workResource: '/files/robot.png',
        worksName: '月球车',
      },
      callAs(pupil),
    );
    expect(tech.status).toBe(200);
  });
  afterAll(() => t.close());

  it('writes masked files for a role without the unmask permission, and logs nothing', async () => {
    const as = callAs(masked);
    const cells = await cellsOf(t, await t.api.get(`${REG}/export`, { competitionId }, as), as);
    expect(cells).not.toContain(form.idCard);
    expect(cells).not.toContain(form.mobile);
    expect(cells).toContain(`${form.idCard.slice(0, 3)}***********${form.idCard.slice(-4)}`);
    expect(cells).toContain('139****5678');
    expect(cells).toContain('赵**');
    const tech = await cellsOf(t, await t.api.get(`${TECH}/mng/export`, {}, as), as);
    expect(tech).not.toContain(techIdCard);
    expect(tech).toContain('钱**');
    const logged = await t.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.userId, masked.userId));
    expect(logged).toEqual([]);
  });

  it('asks a role that unmasks for the identity password first, and starts nothing', async () => {
    const as = callAs(unmasker);
    for (const path of [`${REG}/export`, `${TECH}/mng/export`, `${TECH}/mng/export-works`]) {
      const refused = await t.api.get(path, { competitionId }, as);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(IdentityMessages.REQUIRED);
    }
    const tasks = await t.database.db
      .select()
      .from(fileTasks)
      .where(eq(fileTasks.creatorUserId, unmasker.userId));
    expect(tasks).toEqual([]);
  });

  it('writes id numbers and mobiles in full after the check, logged as unmasked reads', async () => {
    const as = callAs(unmasker);
    const secret = encodePassword('Ident1234');
    await t.api.post(
      `${PWD}/set-identity-password`,
      { password: secret, repeatPassword: secret },
      as,
    );
    const checked = await t.api.post(`${PWD}/check-identity-password`, { password: secret }, as);
    expect(checked.status).toBe(200);

    const started = await t.api.get<TFileTask>(`${REG}/export`, { competitionId }, as);
    expect(started.status).toBe(200);
    const cells = await cellsOf(t, started, as);
    expect(cells).toContain(form.idCard);
    expect(cells).toContain(form.mobile);
    expect(cells).toContain('赵小雨');
    const tech = await cellsOf(t, await t.api.get(`${TECH}/mng/export`, {}, as), as);
    expect(tech).toContain(techIdCard);

    const logged = await t.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.targetType, 'competition_registration_export'));
    expect(logged.map((l) => [l.userId, l.targetId, l.field]).sort()).toEqual(
      [
        [unmasker.userId, String(started.body.data.id), 'idCard'],
        [unmasker.userId, String(started.body.data.id), 'mobile'],
        [unmasker.userId, String(started.body.data.id), 'realName'],
      ].sort(),
    );
    expect(logged[0]!.endpoint).toBe(`GET ${REG}/export`);
  });
});
