import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseClasses } from '../../db/schema';
import {
  callAs,
  makeClass,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const F = '/api/v1/works-service/fanbook-works/mng';

describe('picture-book classes in the back office', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;
  let mine: TMadeClass;
  let other: TMadeClass;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
    mine = await makeClass(t, { pupils: 1 });
    other = await makeClass(t, { pupils: 1 });
    manager = await makeStaff(t, { staffType: 3, schoolId: mine.schoolId });
  });
  afterAll(async () => t?.close());

  const codeOf = async (id: number) =>
    (
      await t.database.db
        .select({ code: courseClasses.fanbookInviteCode })
        .from(courseClasses)
        .where(eq(courseClasses.id, id))
    )[0]!.code;

  it('sets the invite codes of several classes at once, all or none', async () => {
    expect((await t.api.post(`${F}/invite-code-config/batch-edit`, { list: [] })).status).toBe(401);
    const empty = await t.api.post(
      `${F}/invite-code-config/batch-edit`,
      { list: [] },
      callAs(admin),
    );
    expect(empty.status).toBe(400);

    const both = await t.api.post<{ updated: number }>(
      `${F}/invite-code-config/batch-edit`,
      {
        list: [
          { classId: mine.id, fanbookInviteCode: 'INV-A' },
          { classId: other.id, fanbookInviteCode: 'INV-B', fanbookIdCode: 'ID-B' },
        ],
      },
      callAs(admin),
    );
    expect(both.body.data).toEqual({ updated: 2 });
    expect(await codeOf(other.id)).toBe('INV-B');

    // A class outside the manager's school refuses the whole batch.
    const refused = await t.api.post(
      `${F}/invite-code-config/batch-edit`,
      {
        list: [
          { classId: mine.id, fanbookInviteCode: 'INV-A2' },
          { classId: other.id, fanbookInviteCode: 'HACKED' },
        ],
      },
      callAs(manager),
    );
    expect(refused.status).toBe(403);
    expect(await codeOf(mine.id)).toBe('INV-A');
    const missing = await t.api.post(
      `${F}/invite-code-config/batch-edit`,
      { list: [{ classId: 999999, fanbookInviteCode: 'X' }] },
      callAs(admin),
    );
    expect(missing.status).toBe(404);
  });

  it("lists a class's pupils whose drawings failed, in scope only", async () => {
    const ok = await t.api.get<unknown[]>(
      `${F}/draw-pic-error-student`,
      { classId: mine.id },
      callAs(manager),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual([]);
    expect(
      (await t.api.get(`${F}/draw-pic-error-student`, { classId: other.id }, callAs(manager)))
        .status,
    ).toBe(403);
  });
});
