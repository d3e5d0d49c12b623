import type { TAiToolConfig } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, makeSchool, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const P = '/api/v1/works-service/ai-tool-config/mng';

describe('opening and closing one AI tool of a school', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;
  let school: number;
  let otherSchool: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
    school = await makeSchool(t);
    otherSchool = await makeSchool(t);
    manager = await makeStaff(t, { staffType: 3, schoolId: school });
  });
  afterAll(async () => t?.close());

  it('closes and opens a tool; refuses bad tools, other schools and missing ones', async () => {
    expect((await t.api.post(`${P}/delete`, { schoolId: school, toolType: 12 })).status).toBe(401);
    const closed = await t.api.post<TAiToolConfig>(
      `${P}/delete`,
      { schoolId: school, toolType: 12 },
      callAs(manager),
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data.enabledToolTypes).not.toContain(12);
    const opened = await t.api.post<TAiToolConfig>(
      `${P}/add`,
      { schoolId: school, toolType: 12 },
      callAs(manager),
    );
    expect(opened.body.data.enabledToolTypes).toContain(12);
    expect(
      (await t.api.post(`${P}/add`, { schoolId: school, toolType: 99 }, callAs(admin))).status,
    ).toBe(400);
    expect(
      (await t.api.post(`${P}/add`, { schoolId: otherSchool, toolType: 12 }, callAs(manager)))
        .status,
    ).toBe(403);
    expect(
      (await t.api.post(`${P}/add`, { schoolId: 999999, toolType: 12 }, callAs(admin))).status,
    ).toBe(404);
  });
});
