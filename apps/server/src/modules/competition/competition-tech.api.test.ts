import { StaffType, type TTechRegistration } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makePupil, makeSchool, makeStaff } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { residentId } from '../../../test/factories/competition';

const TECH = '/api/v1/works-service/tech-registration';

describe('tech registrations', () => {
  let t: TTestApp;
  let schoolId: number;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    schoolId = await makeSchool(t, '科技小学');
  });
  afterAll(() => t.close());

  it('are added by a signed-in pupil, listed masked, and only in the staff scope', async () => {
    const pupil = await makePupil(t, { schoolId });
    const idCard = residentId(321);
    const body = {
      activityType: 1,
      grade: 4,
      idCardType: 1,
      idCard,
      schoolId,
      schoolName: '科技小学',
      studentName: '孙小美',
      workResource: '/files/robot.png',
      worksName: '扫地机器人',
    };
    expect((await t.api.post(`${TECH}/custom/add`, body)).status).toBe(401);
    const added = await t.api.post<TTechRegistration>(`${TECH}/custom/add`, body, callAs(pupil));
    expect(added.status).toBe(200);
    expect(added.raw.body).not.toContain(idCard);

    const admin = await makeStaff(t, { staffType: StaffType.SUPER_ADMIN });
    const page = await t.api.get<{ list: TTechRegistration[] }>(
      `${TECH}/mng/page`,
      {},
      callAs(admin),
    );
    expect(page.body.data.list).toHaveLength(1);

    const role = await makeRole(t, { permissions: ['tech-registration:page'] });
    const other = await makeStaffUser(t, { schoolId: await makeSchool(t), roleIds: [role] });
    const outside = await t.api.get<{ total: number }>(`${TECH}/mng/page`, {}, callAs(other));
    expect(outside.status).toBe(200);
    expect(outside.body.data.total).toBe(0);
    const mine = await makeStaffUser(t, { schoolId, roleIds: [role] });
    const inside = await t.api.get<{ list: TTechRegistration[] }>(
      `${TECH}/mng/page`,
      {},
      callAs(mine),
    );
    expect(inside.body.data.list.map((r) => [r.idCard, r.studentName])).toEqual([
      [`${idCard.slice(0, 3)}***********${idCard.slice(-4)}`, '孙**'],
    ]);
  });
});
