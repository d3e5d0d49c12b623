import type { TAuditLogRow, TDashboard, TPage } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginRecords, schools } from '../../db/schema';
import { callAs, makeClass, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { exportedBook } from '../../../test/helpers/file-task';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const A = '/api/v1/user-service/audit-log';
const D = '/api/v1/works-service/dashboard/mng/overview';
const S = '/api/v1/works-service/school/mng';
const HANGZHOU = { provinceId: 330000, cityId: 330100, districtId: 330106 };

describe('the audit log and the dashboard', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;
  let schoolA: number;
  let schoolB: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t, { name: '审计管理员' });
    const a = await makeClass(t, { pupils: 2 });
    const b = await makeClass(t, { pupils: 1 });
    schoolA = a.schoolId;
    schoolB = b.schoolId;
    manager = await makeStaff(t, { staffType: 3, schoolId: schoolA });
    // Sign-ins today: the two pupils of school A and the one of school B.
    await t.database.db.insert(loginRecords).values(
      [...a.pupils, ...b.pupils].map((p) => ({
        at: new Date(),
        userId: p.userId,
        accountKind: 'name' as const,
        account: `pupil${p.userId}`,
        method: 'student-password' as const,
        result: 'success' as const,
      })),
    );
    await t.database.db.update(schools).set(HANGZHOU).where(eq(schools.id, schoolA));
    for (const name of ['审计一小', '审计二小']) {
      await t.api.post(`${S}/create`, { name, ...HANGZHOU }, callAs(admin));
    }
    await t.api.post(
      '/api/v1/works-service/ai-tool-config/mng/delete',
      { schoolId: schoolA, toolType: 12 },
      callAs(manager),
    );
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers and a backwards range; others see only their own changes', async () => {
    expect((await t.api.get(`${A}/page-list`)).status).toBe(401);
    const own = await t.api.get<TPage<TAuditLogRow>>(`${A}/page-list`, {}, callAs(manager));
    expect(own.body.data.list.map((r) => [r.action, r.actorUserId])).toEqual([
      ['ai-tool-config:delete', manager.userId],
    ]);
    const backwards = await t.api.get(
      `${A}/page-list`,
      { startTm: '2026-11-20 00:00:00', endTm: '2026-11-01 00:00:00' },
      callAs(admin),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('结束时间不能早于开始时间');
  });

  it('pages the changes with their call, target and changed fields, filtered', async () => {
    const all = await t.api.get<TPage<TAuditLogRow>>(`${A}/page-list`, {}, callAs(admin));
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    const created = await t.api.get<TPage<TAuditLogRow>>(
      `${A}/page-list`,
      { action: 'school:create', actorKeyword: '审计', orderBy: 'at', orderDirection: 'asc' },
      callAs(admin),
    );
    expect(created.body.data.list.map((r) => r.changes?.['name']?.after)).toEqual([
      '审计一小',
      '审计二小',
    ]);
    expect(created.body.data.list[0]).toMatchObject({
      actorName: '审计管理员',
      targetType: 'school',
      endpoint: 'POST /api/v1/works-service/school/mng/create',
    });
    const byTarget = await t.api.get<TPage<TAuditLogRow>>(
      `${A}/page-list`,
      { targetType: 'school_ai_tools', targetId: String(schoolA) },
      callAs(admin),
    );
    expect(byTarget.body.data.list.map((r) => r.action)).toEqual(['ai-tool-config:delete']);
    expect(byTarget.body.data.list[0]!.changes?.['enabledToolTypes']?.after).not.toContain(12);
  });

  it('exports the filtered log as a file task', async () => {
    const started = await t.api.get(`${A}/export`, { action: 'school:create' }, callAs(admin));
    const book = await exportedBook(t, started, callAs(admin));
    const rows = book.worksheets[0]!.getColumn(3).values.slice(2).map(String);
    expect(rows).toEqual(['school:create', 'school:create']);
  });

  it("counts the dashboard in the caller's scope", async () => {
    const everything = await t.api.get<TDashboard>(D, {}, callAs(admin));
    expect(everything.status).toBe(200);
    expect(everything.body.data.today.signIns).toBe(3);
    expect(everything.body.data.last7Days).toHaveLength(7);
    expect(everything.body.data.last30Days).toHaveLength(30);
    expect(everything.body.data.last30Days.at(-1)!.signIns).toBe(3);

    const mine = await t.api.get<TDashboard>(D, {}, callAs(manager));
    expect(mine.body.data.today.signIns).toBe(2);
    expect((await t.api.get(D, { schoolId: schoolB }, callAs(manager))).status).toBe(403);
    const one = await t.api.get<TDashboard>(D, { schoolId: schoolB }, callAs(admin));
    expect(one.body.data.today.signIns).toBe(1);
    expect((await t.api.get(D)).status).toBe(401);
  });
});
