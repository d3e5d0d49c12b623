import {
  AiPointType,
  AiWorkshopMessages,
  formatMessage,
  type TAiClassPoints,
  type TAiPointAccount,
  type TAiPointRecord,
  type TAiPointRule,
  type TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPointAccounts } from '../../db/schema';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  schoolManagerStaff,
  studentAccountId,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { counts, openWorkshopApp, pointsOf } from '../../../test/factories/workshop';
import { exportedBook } from '../../../test/helpers/file-task';

const W = '/api/v1/works-service';

let t: TTestApp;
let schools: { primary: number; middle: number };
let admin: TCaller;
let staff2: TCaller; // back-office manager of school 2
let stu001: TCaller;
let stu002: TCaller;
let wang: TCaller; // teaches AI3001 (school 1) and AI7001 (school 2)
let li: TCaller; // teaches AI3001 and AI4001
let ai4001: number;
let stu001Account: number;
let stu002Account: number;

beforeAll(async () => {
  // No worker: the charges are what these tests look at, not the drawings.
  t = await openWorkshopApp({ jobs: { concurrency: 0 } });
  schools = await schoolIds(t);
  admin = await superAdmin(t);
  staff2 = await schoolManagerStaff(t, schools.middle, '13722220009');
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  stu002 = await studentCaller(t, 'stu002', schools.primary);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  li = await teacherCaller(t, '13800000002', schools.primary);
  ai4001 = (await classByCode(t, 'AI4001')).id;
  stu001Account = await studentAccountId(t, 'stu001', schools.primary);
  stu002Account = await studentAccountId(t, 'stu002', schools.primary);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function balances() {
  return t.database.db
    .select({ id: aiPointAccounts.id, points: aiPointAccounts.points })
    .from(aiPointAccounts)
    .orderBy(aiPointAccounts.id);
}

describe('points: refusals first', () => {
  it('refuses anonymous callers, bad input and the wrong people, and changes nothing', async () => {
    const before = { balances: await balances(), counts: await counts(t) };
    const set = { accountUserId: stu001Account, points: 10, reason: '测试' };
    expect((await t.api.post(`${W}/ai-point-account/mng/set-points`, set)).status).toBe(401);
    expect((await t.api.get(`${W}/works/custom/ai-point/account-detail`)).status).toBe(401);
    expect((await t.api.get(`${W}/ai-point-record/page`)).status).toBe(401);

    const bad = await t.api.post(
      `${W}/ai-point-account/mng/set-points`,
      { accountUserId: stu001Account, points: -1, reason: '' },
      admin.opts(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'points', message: AiWorkshopMessages.POINTS_INVALID },
        { field: 'reason', message: AiWorkshopMessages.POINTS_REASON_REQUIRED },
      ]),
    );
    const noTarget = await t.api.post(
      `${W}/ai-point-account/mng/set-points`,
      { points: 5, reason: '没有账户' },
      admin.opts(),
    );
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.errors).toEqual([
      { field: 'id', message: AiWorkshopMessages.POINTS_TARGET_REQUIRED },
    ]);
    const badRule = await t.api.post(
      `${W}/ai-point-config/mng/set`,
      { list: [{ aiPointConfigRuleType: 99, points: 1 }] },
      admin.opts(),
    );
    expect(badRule.status).toBe(400);
    expect(badRule.body.errors?.[0]?.message).toBe(AiWorkshopMessages.RULE_TYPE_INVALID);

    // Pupils and teachers never reach the back office; a school manager only their school.
    expect(
      (await t.api.post(`${W}/ai-point-account/mng/set-points`, set, wang.opts())).status,
    ).toBe(403);
    expect(
      (await t.api.post(`${W}/ai-point-account/mng/set-points`, set, staff2.opts())).status,
    ).toBe(403);
    expect((await t.api.get(`${W}/ai-point-config/mng/find`, {}, stu001.opts())).status).toBe(403);
    expect(
      (
        await t.api.post(
          `${W}/ai-point-config/mng/set`,
          { list: [{ aiPointConfigRuleType: 12, points: 1 }] },
          staff2.opts(),
        )
      ).status,
    ).toBe(403);
    // Only a class's teachers hand out its points.
    const allocate = { classId: ai4001, accountUserIds: [stu002Account], points: 5 };
    expect(
      (await t.api.post(`${W}/ai-point-account/custom/allocate`, allocate, wang.opts())).status,
    ).toBe(403);
    expect(
      (await t.api.post(`${W}/ai-point-account/custom/allocate`, allocate, stu002.opts())).status,
    ).toBe(403);
    const notMember = await t.api.post(
      `${W}/ai-point-account/custom/allocate`,
      { classId: ai4001, accountUserIds: [stu001Account], points: 5 },
      li.opts(),
    );
    expect(notMember.status).toBe(400);
    expect(notMember.body.message).toBe(AiWorkshopMessages.PUPILS_NOT_IN_CLASS);

    expect(await balances()).toEqual(before.balances);
    expect(await counts(t)).toEqual(before.counts);
  });
});

describe('points: budgets school → class → pupil', () => {
  it('shows the header points and the rules', async () => {
    const header = await t.api.get<{ points: number }>(
      `${W}/works/custom/ai-point/account-detail`,
      {},
      stu001.opts(),
    );
    expect(header.body.data.points).toBe(200);
    const rules = await t.api.get<TAiPointRule[]>(
      `${W}/ai-point-config/mng/find`,
      {},
      admin.opts(),
    );
    expect(rules.body.data).toContainEqual({
      aiPointConfigRuleType: 12,
      points: 2,
      label: 'AI绘画',
    });
  });

  it('lets the back office set a class budget out of the school budget, with records', async () => {
    const res = await t.api.post<TAiPointAccount>(
      `${W}/ai-point-account/mng/set-points`,
      { classId: ai4001, points: 1500, reason: '追加本学期点数' },
      admin.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ownerType: 2, points: 1500, className: '四年级绘本班' });
    const tooMuch = await t.api.post(
      `${W}/ai-point-account/mng/set-points`,
      { classId: ai4001, points: 9_000_000, reason: '太多了' },
      admin.opts(),
    );
    expect(tooMuch.status).toBe(422);
  });

  it('lets a teacher hand class points to pupils and set a daily limit', async () => {
    const res = await t.api.post<TAiClassPoints>(
      `${W}/ai-point-account/custom/allocate`,
      { classId: ai4001, accountUserIds: [stu002Account], points: 30 },
      li.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.points).toBe(1470);
    expect(res.body.data.pupils).toContainEqual(
      expect.objectContaining({ accountUserId: stu002Account, points: 130 }),
    );
    const limit = await t.api.post<TAiClassPoints>(
      `${W}/ai-point-account/custom/set-daily-limit`,
      { classId: ai4001, dailyLimit: 4 },
      li.opts(),
    );
    expect(limit.body.data.dailyLimit).toBe(4);
  });

  it('stops a pupil at the daily limit of the class', async () => {
    const add = () =>
      t.api.post(`${W}/ai-draw/custom/add`, { prompt: '一朵花', classId: ai4001 }, stu002.opts());
    expect((await add()).status).toBe(200);
    expect((await add()).status).toBe(200);
    const third = await add();
    expect(third.status).toBe(422);
    expect(third.body.message).toBe(
      formatMessage(AiWorkshopMessages.DAILY_LIMIT_REACHED, { limit: 4 }),
    );
    expect(await pointsOf(t, stu002Account)).toBe(126);
  });

  it('redeems a points code once, in its school only', async () => {
    const made = await t.api.post<{ codes: string[] }>(
      `${W}/ai-point-code-record/mng/create`,
      { schoolId: schools.primary, count: 2, points: 15, reason: '竞赛奖励' },
      admin.opts(),
    );
    expect(made.body.data.codes).toHaveLength(2);
    const [code] = made.body.data.codes;
    const before = await pointsOf(t, stu001Account);
    const redeem = await t.api.post<{ points: number }>(
      `${W}/ai-point-account/custom/redeem-code`,
      { code: code!.toLowerCase() },
      stu001.opts(),
    );
    expect(redeem.body.data.points).toBe(before + 15);
    const again = await t.api.post(
      `${W}/ai-point-account/custom/redeem-code`,
      { code },
      stu001.opts(),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AiWorkshopMessages.CODE_INVALID);
    const elsewhere = await t.api.post(
      `${W}/ai-point-account/custom/redeem-code`,
      { code: made.body.data.codes[1] },
      await studentCaller(t, 'stu001', schools.middle).then((c) => c.opts()),
    );
    expect(elsewhere.body.message).toBe(AiWorkshopMessages.CODE_OTHER_SCHOOL);
  });
});

describe('points: records', () => {
  it('shows each caller the records they may see', async () => {
    const mine = await t.api.get<TPage<TAiPointRecord>>(
      `${W}/ai-point-record/page`,
      { pageSize: 100 },
      stu002.opts(),
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.list.every((r) => r.ownerName === '李小红')).toBe(true);
    expect(mine.body.data.list.map((r) => r.pointType)).toContain(AiPointType.CHARGE);

    const teacher = await t.api.get<TPage<TAiPointRecord>>(
      `${W}/ai-point-record/page`,
      { classId: ai4001, pointType: AiPointType.ALLOCATE_IN },
      li.opts(),
    );
    expect(teacher.body.data.list.length).toBeGreaterThan(0);
    const forbidden = await t.api.get<TPage<TAiPointRecord>>(
      `${W}/ai-point-record/page`,
      { classId: ai4001 },
      wang.opts(),
    );
    expect(forbidden.body.data.total).toBe(0);

    const middle = await t.api.get<TPage<TAiPointRecord>>(
      `${W}/ai-point-record/page`,
      {},
      staff2.opts(),
    );
    expect(middle.body.data.list.every((r) => r.schoolId === schools.middle)).toBe(true);
    const bad = await t.api.get(`${W}/ai-point-record/page`, { pointType: 9 }, admin.opts());
    expect(bad.status).toBe(400);
  });

  it('exports them as xlsx', async () => {
    const res = await t.api.get(
      `${W}/ai-point-record/export`,
      { schoolId: schools.primary },
      admin.opts(),
    );
    const book = await exportedBook(t, res, admin.opts());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('时间');
    expect(sheet.rowCount).toBeGreaterThan(5);
  });

  it('pages the accounts for the back office', async () => {
    const res = await t.api.get<TPage<TAiPointAccount>>(
      `${W}/ai-point-account/mng/page`,
      { schoolId: schools.primary, ownerType: 1 },
      admin.opts(),
    );
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]).toMatchObject({ name: '好多AI实验小学', ownerTypeLabel: '学校' });
    const scoped = await t.api.get<TPage<TAiPointAccount>>(
      `${W}/ai-point-account/mng/page`,
      {},
      staff2.opts(),
    );
    expect(scoped.body.data.list.every((a) => a.schoolId === schools.middle)).toBe(true);
    const other = await t.api.get(
      `${W}/ai-point-account/mng/detail`,
      { id: res.body.data.list[0]!.id },
      staff2.opts(),
    );
    expect(other.status).toBe(403);
  });
});
