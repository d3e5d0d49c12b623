import {
  StaffType,
  signedQueryString,
  type TAiChatMessage,
  type TAiConversation,
  type TPage,
  type TSafetyAlert,
  type TSafetyAlertEvent,
  type TSafetyAlertOpenList,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import {
  asCaller,
  callAs,
  makeClass,
  makeStaff,
  makeTeacher,
} from '../../../test/factories/school';
import { pointsOf } from '../../../test/factories/workshop';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { parseEvents } from '../ai-workshop/testing/sse';

/** A disclosure raises an alert to the class's teachers, live, and to no one else. */

const W = '/api/v1/works-service';
const AL = `${W}/ai-safety-alert/custom`;

let t: TTestApp;
let base: string;
let stu001: TCaller;
let wang: TCaller;
let otherTeacher: TCaller;
let ai3001: number;
let stu001Account: number;

beforeAll(async () => {
  t = await createTestApp();
  const { primary } = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', primary);
  wang = await teacherCaller(t, '13800000001', primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  stu001Account = await studentAccountId(t, 'stu001', primary);
  const teacher = await makeTeacher(t, { schoolId: primary });
  await makeClass(t, { schoolId: primary, teachers: [teacher], pupils: 0 });
  otherTeacher = asCaller(teacher);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the alert stream refuses bad input before it opens', () => {
  it.each([{}, { after: '-1' }, { after: 'abc' }, { after: '1.5' }])(
    'answers %j with a 400 envelope in Chinese',
    async (query) => {
      const res = await t.api.get(`${AL}/stream`, query, wang.opts());
      expect(res.status).toBe(400);
      expect(res.body.data).toBeNull();
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  it('refuses a pupil with 403', async () => {
    const res = await t.api.get(`${AL}/stream`, { after: 0 }, stu001.opts());
    expect(res.status).toBe(403);
  });
});

/** A teacher's alert stream on the real port: the events read until `until` says stop. */
async function openStream(who: TCaller) {
  const options = who.opts();
  const qs = signedQueryString({
    method: 'GET',
    query: { after: 0 },
    token: options.token ?? '',
    salt: t.config.signSalt,
  });
  const controller = new AbortController();
  const res = await fetch(`${base}${AL}/stream?${qs}`, {
    headers: {
      'permission-tenant-en': t.config.tenantCode,
      authorization: `Bearer ${options.token}`,
      ...options.headers,
    },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const events = () => parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
  return {
    events,
    /** Read until the predicate holds or the time is up; returns the events so far. */
    async readUntil(done: (e: ReturnType<typeof events>) => boolean, ms: number) {
      const end = Date.now() + ms;
      while (!done(events()) && Date.now() < end) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), end - Date.now())),
        ]);
        if (chunk === null) break;
        if (chunk.done) {
          ended = true;
          break;
        }
        text += decoder.decode(chunk.value, { stream: true });
      }
      return events();
    },
    /** Whether the server ended the stream. */
    ended: () => ended,
    close: () => controller.abort(),
  };
}

const alertsIn = (events: { event: string; data: unknown }[]) =>
  events.filter((e) => e.event === 'alert').map((e) => (e.data as TSafetyAlertEvent).alert);

let alert: TSafetyAlert;

describe('a disclosure in a chat', () => {
  it("alerts the class's teachers live, answers the pupil with care, and charges nothing", async () => {
    // The conversation so far, before the teachers' pages listen.
    const init = await t.api.post<TAiConversation>(
      `${W}/ai-agent-conversation/custom/init`,
      { classId: ai3001 },
      stu001.opts(),
    );
    const conversationId = init.body.data.conversationId;
    await t.api.post(
      `${W}/ai-agent-conversation/custom/chat`,
      { conversationId, message: '今天数学考试没考好' },
      stu001.opts(),
    );
    const before = await pointsOf(t, stu001Account);
    const mine = await openStream(wang);
    const theirs = await openStream(otherTeacher);
    const opened = await mine.readUntil((e) => e.some((x) => x.event === 'ready'), 5_000);
    expect(opened[0]?.event).toBe('ready');
    // The demo's open alert of the class comes first (after=0: everything so far).
    expect(alertsIn(opened).every((a) => a.classId === ai3001)).toBe(true);
    await theirs.readUntil((e) => e.some((x) => x.event === 'ready'), 5_000);

    const chat = await t.api.post(
      `${W}/ai-agent-conversation/custom/chat`,
      { conversationId, message: '我不想活了' },
      stu001.opts(),
    );
    expect(chat.status).toBe(200);
    const answer = parseEvents(chat.raw.body);
    const said = answer
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(said).toContain('12356');
    expect(said).toContain('12355');
    expect(answer.at(-1)).toMatchObject({ event: 'done', data: { answered: false, care: true } });
    expect(await pointsOf(t, stu001Account)).toBe(before);
    // The conversation read again marks the caring answer (and only it).
    const kept = await t.api.get<TAiChatMessage[]>(
      `${W}/ai-agent-conversation/custom/messages`,
      { conversationId },
      stu001.opts(),
    );
    expect(kept.body.data.filter((m) => m.care).map((m) => m.content)).toEqual([said]);

    const live = alertsIn(
      await mine.readUntil((e) => alertsIn(e).some((a) => a.message === '我不想活了'), 5_000),
    );
    alert = live.find((a) => a.message === '我不想活了')!;
    expect(alert).toMatchObject({
      classId: ai3001,
      studentId: stu001Account,
      kind: 'self-harm',
      status: 'open',
      tool: 'chat',
    });
    expect(alert.context.map((m) => m.text)).toContain('今天数学考试没考好');
    // Another class's teacher hears nothing of it.
    const other = await theirs.readUntil(() => false, 1_500);
    expect(alertsIn(other)).toEqual([]);
    expect(theirs.ended()).toBe(false);
    mine.close();
    theirs.close();
  });

  it("lists the open alert for the class's teacher only", async () => {
    const open = await t.api.get<TSafetyAlertOpenList>(`${AL}/open-list`, {}, wang.opts());
    expect(open.body.data.openCount).toBeGreaterThanOrEqual(1);
    expect(open.body.data.list.map((a) => a.id)).toContain(alert.id);
    const others = await t.api.get<TSafetyAlertOpenList>(
      `${AL}/open-list`,
      {},
      otherTeacher.opts(),
    );
    expect(others.body.data.list.map((a) => a.id)).not.toContain(alert.id);
    expect((await t.api.get(`${AL}/open-list`, {}, stu001.opts())).status).toBe(403);
    const history = await t.api.get<{ list: { text: string; alertKind: string | null }[] }>(
      `${W}/ai-safety-history/custom/page`,
      { classId: ai3001, flag: 'alert' },
      wang.opts(),
    );
    expect(history.body.data.list[0]).toMatchObject({ text: '我不想活了', alertKind: 'self-harm' });
  });

  it('is acknowledged and closed with a note by a teacher of the class', async () => {
    expect(
      (await t.api.post(`${AL}/acknowledge`, { id: alert.id }, otherTeacher.opts())).status,
    ).toBe(403);
    expect((await t.api.post(`${AL}/acknowledge`, { id: 999_999 }, wang.opts())).status).toBe(404);
    const seen = await t.api.post<TSafetyAlert>(`${AL}/acknowledge`, { id: alert.id }, wang.opts());
    expect(seen.body.data).toMatchObject({ status: 'acknowledged', acknowledgedByName: '王老师' });
    expect((await t.api.post(`${AL}/close`, { id: alert.id, note: '' }, wang.opts())).status).toBe(
      400,
    );
    expect(
      (await t.api.post(`${AL}/close`, { id: alert.id, note: '已谈话' }, otherTeacher.opts()))
        .status,
    ).toBe(403);
    const closed = await t.api.post<TSafetyAlert>(
      `${AL}/close`,
      { id: alert.id, note: '已和学生谈话并告知家长' },
      wang.opts(),
    );
    expect(closed.body.data).toMatchObject({ status: 'closed', note: '已和学生谈话并告知家长' });
    expect(
      (await t.api.post(`${AL}/close`, { id: alert.id, note: '再关一次' }, wang.opts())).status,
    ).toBe(409);
    const open = await t.api.get<TSafetyAlertOpenList>(`${AL}/open-list`, {}, wang.opts());
    expect(open.body.data.list.map((a) => a.id)).not.toContain(alert.id);
  });

  it('lists the closed alert with who closed it, when and the note, by pupil and kind', async () => {
    const closed = (query: Record<string, string | number>) =>
      t.api.get<TPage<TSafetyAlert>>(
        `${AL}/page`,
        { status: 'closed', currentPage: 1, pageSize: 20, ...query },
        wang.opts(),
      );
    const mine = await closed({ studentId: stu001Account, kind: 'self-harm' });
    expect(mine.status).toBe(200);
    expect(mine.body.data.list.find((a) => a.id === alert.id)).toMatchObject({
      status: 'closed',
      closedByName: '王老师',
      note: '已和学生谈话并告知家长',
      closedAt: expect.any(String),
    });
    expect(mine.body.data.list.every((a) => a.status === 'closed')).toBe(true);
    const otherKind = await closed({ studentId: stu001Account, kind: 'abuse' });
    expect(otherKind.body.data.list.map((a) => a.id)).not.toContain(alert.id);
    const otherPupil = await closed({ studentId: stu001Account + 100_000 });
    expect(otherPupil.body.data.total).toBe(0);
    expect((await closed({ kind: 'nonsense' })).status).toBe(400);
  });

  it('sends the missed alerts first to a stream that reconnects', async () => {
    const again = await openStream(wang);
    const events = await again.readUntil((e) => alertsIn(e).some((a) => a.id === alert.id), 5_000);
    expect(alertsIn(events).find((a) => a.id === alert.id)).toMatchObject({ status: 'closed' });
    again.close();
  });

  it('counts alerts per school for staff, in their scope only', async () => {
    const STATS = `${W}/ai-safety-alert/mng/stats`;
    type TStats = { schoolId: number; alerts: number; closed: number }[];
    const { primary, middle } = await schoolIds(t);
    const admin = await makeStaff(t);
    const all = await t.api.get<TStats>(STATS, {}, callAs(admin));
    expect(all.status).toBe(200);
    const here = all.body.data.find((row) => row.schoolId === primary);
    expect(here?.alerts).toBeGreaterThanOrEqual(1);
    expect(here?.closed).toBeGreaterThanOrEqual(1);
    const manager = await makeStaff(t, { staffType: StaffType.SCHOOL_MANAGER, schoolId: middle });
    const theirs = await t.api.get<TStats>(STATS, {}, callAs(manager));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((row) => row.schoolId)).not.toContain(primary);
    expect((await t.api.get(STATS, {}, wang.opts())).status).toBe(403);
  });

  it('alerts the teachers of a disclosure in any tool, and answers the pupil with help', async () => {
    const before = await t.api.get<TSafetyAlertOpenList>(`${AL}/open-list`, {}, wang.opts());
    const points = await pointsOf(t, stu001Account);
    const drawn = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '我不想活了，画一个没有我的世界', classId: ai3001 },
      stu001.opts(),
    );
    expect(drawn.status).toBe(422);
    expect(drawn.body.message).toContain('12356');
    // Pages know it is a caring answer without reading its text.
    expect(drawn.body.data).toEqual({ care: true, kind: 'self-harm' });
    const refused = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '画我家，我的手机号是13812345678', classId: ai3001 },
      stu001.opts(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data).toBeNull();
    expect(await pointsOf(t, stu001Account)).toBe(points);
    const after = await t.api.get<TSafetyAlertOpenList>(`${AL}/open-list`, {}, wang.opts());
    expect(after.body.data.openCount).toBe(before.body.data.openCount + 1);
    expect(after.body.data.list[0]).toMatchObject({ tool: 'draw', kind: 'self-harm' });
  });
});
