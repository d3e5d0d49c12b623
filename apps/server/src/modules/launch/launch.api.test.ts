import {
  ClassMessages,
  Messages,
  type TCommunityLaunch,
  type TLaunchVerifyResult,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseClasses, launchTickets } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { signLaunch } from './launch.service';

const P = '/api/v1/works-service/works/custom';

let t: TTestApp;
let schools: { primary: number; middle: number };
let stu001: TCaller;
let stu002: TCaller;
let li: TCaller;
let wang: TCaller;
let ai3001: number;
let ai4001: number;
let ai7001: number;

async function tickets(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(launchTickets);
  return Number(row?.n);
}

beforeAll(async () => {
  t = await createTestApp({ env: { HARDWARE_LOGIN_URL: 'https://hw.example.test/login' } });
  schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001');
  stu002 = await studentCaller(t, 'stu002');
  li = await teacherCaller(t, '13800000002', schools.primary);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  ai4001 = (await classByCode(t, 'AI4001')).id;
  ai7001 = (await classByCode(t, 'AI7001')).id;
});
afterAll(async () => {
  await t.close();
});

describe('launch calls: who may', () => {
  it('refuses anonymous callers, staff, pupils of other classes and other schools’ teachers', async () => {
    const admin = await superAdmin(t);
    for (const kind of ['community', 'agent', 'hardware']) {
      const path = `${P}/${kind}-login`;
      expect((await t.api.post(path, { worksClassId: ai3001 })).status, kind).toBe(401);
      expect((await t.api.post(path, { worksClassId: ai3001 }, admin.opts())).status, kind).toBe(
        403,
      );
      expect((await t.api.post(path, { worksClassId: ai3001 }, stu002.opts())).status, kind).toBe(
        403,
      );
      expect((await t.api.post(path, { worksClassId: ai7001 }, li.opts())).status, kind).toBe(403);
      const bad = await t.api.post(path, { worksClassId: 'x' }, stu001.opts());
      expect(bad.status, kind).toBe(400);
      expect(bad.body.errors?.[0]?.field).toBe('worksClassId');
    }
    expect(await tickets()).toBe(0);
  });
});

describe('community login', () => {
  it('answers a signed ticket whose auth opens the studio, and verifies once', async () => {
    const res = await t.api.post<TCommunityLaunch>(
      `${P}/community-login`,
      { worksClassId: ai3001 },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ inviteCode: 'HDAI3001', appId: 'haoduo-ai-studio' });
    expect(d.sign).toBe(
      signLaunch(t.config.appSecret, {
        appId: d.appId,
        code: d.code,
        nonce: d.nonce,
        timestamp: d.timestamp,
        inviteCode: d.inviteCode,
      }),
    );
    const url = new URL(d.auth, 'http://localhost');
    expect(url.pathname).toBe('/ai');
    expect(url.searchParams.get('code')).toBe(d.code);

    const verify = await t.api.post<TLaunchVerifyResult>(`${P}/launch-ticket/verify`, {
      code: d.code,
    });
    expect(verify.status).toBe(200);
    expect(verify.body.data).toMatchObject({
      kind: 'community',
      userName: '张小明',
      worksClassId: ai3001,
      courseClassName: '三年级AI创作班',
      inviteCode: 'HDAI3001',
    });
    const twice = await t.api.post(`${P}/launch-ticket/verify`, { code: d.code });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(ClassMessages.LAUNCH_TICKET_INVALID);
    expect((await t.api.post(`${P}/launch-ticket/verify`, { code: '' })).status).toBe(400);
  });

  it("carries the tile's sub-type so the studio opens that tool, and checks the class has it", async () => {
    for (const subType of [11, 12, 13, 14, 15]) {
      const res = await t.api.post<TCommunityLaunch>(
        `${P}/community-login`,
        { worksClassId: ai3001, subType },
        stu001.opts(),
      );
      expect(res.status, String(subType)).toBe(200);
      const url = new URL(res.body.data.auth, 'http://localhost');
      expect(url.pathname).toBe('/ai');
      expect(url.searchParams.get('subType')).toBe(String(subType));
      expect(url.searchParams.get('code')).toBe(res.body.data.code);
    }
    const before = await tickets();
    for (const subType of [6, 41, 99, 'draw', 12.5]) {
      const bad = await t.api.post(
        `${P}/community-login`,
        { worksClassId: ai3001, subType },
        stu001.opts(),
      );
      expect(bad.status, String(subType)).toBe(400);
      expect(bad.body.message).toBe(ClassMessages.LAUNCH_SUB_TYPE_INVALID);
    }
    const [cls] = await t.database.db
      .select({ subTypes: courseClasses.aiToolSubTypes })
      .from(courseClasses)
      .where(eq(courseClasses.id, ai3001));
    await t.database.db
      .update(courseClasses)
      .set({ aiToolSubTypes: cls!.subTypes.filter((s) => s !== 15) })
      .where(eq(courseClasses.id, ai3001));
    try {
      const lacking = await t.api.post(
        `${P}/community-login`,
        { worksClassId: ai3001, subType: 15 },
        stu001.opts(),
      );
      expect(lacking.status).toBe(403);
      expect(lacking.body.message).toBe(ClassMessages.TOOL_NOT_OPENED);
    } finally {
      await t.database.db
        .update(courseClasses)
        .set({ aiToolSubTypes: cls!.subTypes })
        .where(eq(courseClasses.id, ai3001));
    }
    expect(await tickets()).toBe(before);
  });

  it('says 课班未查询到邀请码 when the class has none', async () => {
    const before = await tickets();
    const res = await t.api.post(`${P}/community-login`, { worksClassId: ai4001 }, stu002.opts());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(Messages.NO_INVITE_CODE);
    expect(await tickets()).toBe(before);
  });

  it('refuses an expired ticket', async () => {
    const res = await t.api.post<TCommunityLaunch>(
      `${P}/community-login`,
      { worksClassId: ai3001 },
      wang.opts(),
    );
    expect(res.status).toBe(200);
    await t.database.db.update(launchTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    const verify = await t.api.post(`${P}/launch-ticket/verify`, { code: res.body.data.code });
    expect(verify.status).toBe(400);
  });
});

describe('agent and hardware login', () => {
  it('gives the agent a code, and refuses classes whose status does not allow it', async () => {
    const res = await t.api.post<{ code: string; url: string }>(
      `${P}/agent-login`,
      { worksClassId: ai3001 },
      li.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^\/ai\/agent\?/);
    const noAgent = await t.api.post(`${P}/agent-login`, { worksClassId: ai4001 }, stu002.opts());
    expect(noAgent.status).toBe(403);
    expect(noAgent.body.message).toBe(ClassMessages.TOOL_NOT_OPENED);

    await t.database.db
      .update(courseClasses)
      .set({ courseClassStatus: 100 })
      .where(eq(courseClasses.id, ai3001));
    const finished = await t.api.post(`${P}/agent-login`, { worksClassId: ai3001 }, stu001.opts());
    expect(finished.status).toBe(400);
    expect(finished.body.message).toBe('三年级AI创作班已完成，不可使用');
    await t.database.db
      .update(courseClasses)
      .set({ courseClassStatus: 110 })
      .where(eq(courseClasses.id, ai3001));
    expect(
      (await t.api.post(`${P}/agent-login`, { worksClassId: ai3001 }, stu001.opts())).status,
    ).toBe(200);
    await t.database.db
      .update(courseClasses)
      .set({ courseClassStatus: 60 })
      .where(eq(courseClasses.id, ai3001));

    const old = await classByCode(t, 'OLD001');
    const closed = await t.api.post(`${P}/community-login`, { worksClassId: old.id }, wang.opts());
    expect(closed.body.message).toBe('往期体验班已关闭，不可使用');
  });

  it('opens the configured hardware address with a signed ticket, where the school allows it', async () => {
    const res = await t.api.post<{ url: string }>(
      `${P}/hardware-login`,
      { worksClassId: ai3001 },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.origin + url.pathname).toBe('https://hw.example.test/login');
    expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    // 未来科技中学 has not opened AI hardware.
    const middle = await t.api.post(
      `${P}/hardware-login`,
      { worksClassId: ai7001 },
      stu001.opts(schools.middle),
    );
    expect(middle.status).toBe(403);
  });

  it('refuses pupils of a class without AI', async () => {
    await t.database.db
      .update(courseClasses)
      .set({ availableAi: 0 })
      .where(eq(courseClasses.id, ai3001));
    const res = await t.api.post(`${P}/agent-login`, { worksClassId: ai3001 }, stu001.opts());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ClassMessages.AI_NOT_AVAILABLE);
    await t.database.db
      .update(courseClasses)
      .set({ availableAi: 1 })
      .where(eq(courseClasses.id, ai3001));
  });
});
