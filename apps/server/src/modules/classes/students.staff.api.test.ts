import type { TLoginCards } from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  makeClass,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const P = '/api/v1/works-service/student/mng';

describe("the staff's pupil actions (student/mng)", () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;
  let cls: TMadeClass;
  let second: TMadeClass;
  let other: TMadeClass;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
    cls = await makeClass(t, { pupils: 2 });
    second = await makeClass(t, { schoolId: cls.schoolId, pupils: 0 });
    other = await makeClass(t, { pupils: 1 });
    manager = await makeStaff(t, { staffType: 3, schoolId: cls.schoolId });
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers, learners, bad input and classes outside the scope', async () => {
    const body = { classId: cls.id, studentList: [{ name: '新同学' }] };
    expect((await t.api.post(`${P}/add`, body)).status).toBe(401);
    expect((await t.api.post(`${P}/add`, body, callAs(cls.teachers[0]!))).status).toBe(403);
    const empty = await t.api.post(`${P}/add`, { classId: cls.id, studentList: [] }, callAs(admin));
    expect(empty.status).toBe(400);
    expect(
      (
        await t.api.post(
          `${P}/add`,
          { classId: other.id, studentList: [{ name: '越权' }] },
          callAs(manager),
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.api.get(`${P}/print-list`, { classId: other.id }, callAs(manager))).status,
    ).toBe(403);
  });

  it('adds, disables, enables, renames, resets and moves pupils; prints the accounts', async () => {
    const added = await t.api.post<{ list: { worksStudentId: number; username: string }[] }>(
      `${P}/add`,
      { classId: cls.id, studentList: [{ name: '新同学' }] },
      callAs(manager),
    );
    expect(added.status).toBe(200);
    const pupil = added.body.data.list[0]!;
    const ids = { classId: cls.id, studentIds: [pupil.worksStudentId] };
    expect((await t.api.post(`${P}/disable`, ids, callAs(manager))).status).toBe(200);
    expect((await t.api.post(`${P}/enable`, ids, callAs(manager))).status).toBe(200);

    const renamed = await t.api.post<{ username: string }>(
      `${P}/updateUsername`,
      { studentId: pupil.worksStudentId, username: 'new_pupil_01' },
      callAs(manager),
    );
    expect(renamed.body.data.username).toBe('new_pupil_01');
    const reset = await t.api.post<{ password: string }>(
      `${P}/resetPwd`,
      { studentId: pupil.worksStudentId },
      callAs(manager),
    );
    expect(reset.status).toBe(200);

    const cards = await t.api.get<TLoginCards>(
      `${P}/print-list`,
      { classId: cls.id },
      callAs(admin),
    );
    const card = cards.body.data.list.find((c) => c.worksStudentId === pupil.worksStudentId)!;
    expect(card.username).toBe('new_pupil_01');
    expect(card.initialPassword).toBe(reset.body.data.password);

    const bound = await t.api.post<{ added: number }>(
      `${P}/bind-class`,
      { classId: second.id, studentIds: [pupil.worksStudentId] },
      callAs(manager),
    );
    expect(bound.body.data.added).toBe(1);
    const moved = await t.api.post<{ moved: number }>(
      `${P}/transfer-join-class-student`,
      { fromClassId: cls.id, toClassId: second.id, studentIds: [cls.pupils[0]!.accountId] },
      callAs(manager),
    );
    expect(moved.status).toBe(200);
    expect(
      (
        await t.api.post(
          `${P}/transfer-join-class-student`,
          { fromClassId: cls.id, toClassId: other.id, studentIds: [cls.pupils[1]!.accountId] },
          callAs(manager),
        )
      ).status,
    ).toBe(403);

    // Every write is in the audit log with its call and the staff member.
    const rows = await t.database.db
      .select({ action: auditLog.action, endpoint: auditLog.endpoint })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, manager.userId)));
    expect(rows.map((r) => r.action).sort()).toEqual(
      [
        'student:add',
        'student:bind-class',
        'student:disable',
        'student:enable',
        'student:reset-pwd',
        'student:transfer',
        'student:update-username',
      ].sort(),
    );
    expect(
      rows.every((r) => r.endpoint?.startsWith('POST /api/v1/works-service/student/mng/')),
    ).toBe(true);
  });
});
