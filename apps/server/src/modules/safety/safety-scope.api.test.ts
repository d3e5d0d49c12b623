import {
  AccountType,
  AiPointOwnerType,
  SAFETY_STAT_KIND_LABELS,
  StaffType,
  type TAiColouringTemplate,
  type TAiConversation,
  type TAiJob,
  type TAiJobAdded,
  type TPage,
  type TSafetyAlertOpenList,
  type TSafetyAlertStats,
  type TSafetyHistoryItem,
  type TSafetyWeeklyStats,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPointAccounts, safetyEvents } from '../../db/schema';
import {
  callAs,
  makeClass,
  makeSchool,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import { pointsOf } from '../../../test/factories/workshop';
import { exportedBook } from '../../../test/helpers/file-task';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

/**
 * The school's rules on every tool, teachers' own refused prompts (kept for the school's
 * staff, never a pupil's alert) and the back office's weekly figures by kind and school.
 */

const W = '/api/v1/works-service';
const SCHOOL_MESSAGE = '我们学校这周不画恐龙蛋哦';

let t: TTestApp;
let admin: TMadePerson;
let school: number;
let cls: TMadeClass;
let pupil: TMadePerson;
let teacher: TMadePerson;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await makeStaff(t);
  school = await makeSchool(t);
  cls = await makeClass(t, { schoolId: school });
  pupil = cls.pupils[0]!;
  teacher = cls.teachers[0]!;
  await t.database.db.insert(aiPointAccounts).values(
    [pupil, teacher].map((person) => ({
      ownerType: AiPointOwnerType.USER,
      schoolId: school,
      accountId: person.accountId!,
      points: 100,
    })),
  );
  const set = await t.api.post(
    `${W}/ai-safety-rule/mng/set`,
    {
      schoolId: school,
      blockedWords: ['恐龙蛋'],
      allowedWords: [],
      strictness: 'standard',
      refusalMessage: SCHOOL_MESSAGE,
      galleryKinds: ['book', 'picture'],
    },
    callAs(admin),
  );
  expect(set.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("a school's own words", () => {
  it('refuse a music prompt and a video caption with the school message', async () => {
    const music = await t.api.post(
      `${W}/ai-music/custom/add`,
      { prompt: '一首关于恐 龙 蛋的歌', classId: cls.id },
      callAs(pupil),
    );
    expect(music.status).toBe(422);
    expect(music.body.message).toBe(SCHOOL_MESSAGE);
    const video = await t.api.post(
      `${W}/ai-video/custom/add`,
      { prompt: '春天的小花园', captions: ['小鸡', '孵出了恐龙蛋'], classId: cls.id },
      callAs(pupil),
    );
    expect(video.status).toBe(422);
    expect(video.body.message).toBe(SCHOOL_MESSAGE);
    const fine = await t.api.post(
      `${W}/ai-music/custom/add`,
      { prompt: '一首关于春天的歌', classId: cls.id },
      callAs(pupil),
    );
    expect(fine.status).toBe(200);
  });

  it("refuse a message to the class's agent chat", async () => {
    const init = await t.api.post<TAiConversation>(
      `${W}/ai-agent-conversation/custom/init`,
      { classId: cls.id },
      callAs(pupil),
    );
    expect(init.status).toBe(200);
    const chat = await t.api.post(
      `${W}/ai-agent-conversation/custom/chat`,
      { conversationId: init.body.data.conversationId, message: '给我讲讲恐龙蛋' },
      callAs(pupil),
    );
    expect(chat.status).toBe(422);
    expect(chat.body.message).toBe(SCHOOL_MESSAGE);
  });
});

describe("a class's own words on a result", () => {
  it('refuse a colouring page whose title the class blocked, and give the points back', async () => {
    const templates = await t.api.get<TAiColouringTemplate[]>(
      `${W}/ai-draw-color/custom/templates`,
      {},
      callAs(pupil),
    );
    const template = templates.body.data[0]!;
    const rules = await t.api.post(
      `${W}/ai-safety-rule/custom/class-set`,
      {
        classId: cls.id,
        blockedWords: [template.title],
        allowedWords: [],
        strictness: null,
        refusalMessage: null,
        galleryKinds: null,
      },
      callAs(teacher),
    );
    expect(rules.status).toBe(200);
    const before = await pointsOf(t, pupil.accountId!);
    const added = await t.api.post<TAiJobAdded>(
      `${W}/ai-draw-color/custom/add`,
      { classId: cls.id, mode: 'line', templateId: template.id },
      callAs(pupil),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await t.app.jobs.drain();
    const job = await t.api.get<TAiJob>(
      `${W}/ai-draw-color/custom/detail`,
      { id: added.body.data.job.id },
      callAs(pupil),
    );
    expect(job.body.data).toMatchObject({ status: 'failed', result: null });
    expect(await pointsOf(t, pupil.accountId!)).toBe(before);
    const [kept] = await t.database.db
      .select()
      .from(safetyEvents)
      .where(eq(safetyEvents.tool, 'draw-color'));
    expect(kept).toMatchObject({ outcome: 'refused', categories: ['school-rule'] });
    // Leave the class's words as they were for the figures below.
    await t.api.post(
      `${W}/ai-safety-rule/custom/class-set`,
      {
        classId: cls.id,
        blockedWords: [],
        allowedWords: [],
        strictness: null,
        refusalMessage: null,
        galleryKinds: null,
      },
      callAs(teacher),
    );
  });
});

describe("a teacher's own prompt", () => {
  it('is refused like a pupil’s, kept for the staff, in no class history and no alert', async () => {
    const prompt = '我想画一个炸弹炸掉学校';
    const pupils = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt, classId: cls.id },
      callAs(pupil),
    );
    const teachers = await t.api.post(`${W}/ai-draw/custom/add`, { prompt }, callAs(teacher));
    expect(pupils.status).toBe(422);
    expect(teachers.status).toBe(422);
    expect(teachers.body.message).toBe(pupils.body.message);
    const disclosure = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '我不想活了', classId: cls.id },
      callAs(teacher),
    );
    expect(disclosure.status).toBe(422);

    const kept = await t.database.db
      .select()
      .from(safetyEvents)
      .where(eq(safetyEvents.accountId, teacher.accountId!));
    expect(kept.map((e) => e.text)).toEqual(expect.arrayContaining([prompt, '我不想活了']));
    expect(kept.every((e) => e.accountType === AccountType.TEACHER)).toBe(true);
    expect(kept.every((e) => e.classIds.length === 0 && e.alertKind === null)).toBe(true);

    const history = await t.api.get<TPage<TSafetyHistoryItem>>(
      `${W}/ai-safety-history/custom/page`,
      { classId: cls.id, flag: 'refused' },
      callAs(teacher),
    );
    expect(history.body.data.list.map((item) => item.studentId)).not.toContain(teacher.accountId);
    const alerts = await t.api.get<TSafetyAlertOpenList>(
      `${W}/ai-safety-alert/custom/open-list`,
      {},
      callAs(teacher),
    );
    expect(alerts.body.data.list).toEqual([]);

    const stats = await t.api.get<TSafetyAlertStats>(
      `${W}/ai-safety-alert/mng/stats`,
      {},
      callAs(admin),
    );
    const row = stats.body.data.find((r) => r.schoolId === school);
    expect(row).toMatchObject({ staffRefused: 2, alerts: 0 });
    expect(row?.refused).toBeGreaterThanOrEqual(4);
  });
});

describe('the weekly figures', () => {
  it('count pupils’ refusals by kind, per week and school, in the caller’s scope', async () => {
    const answer = await t.api.get<TSafetyWeeklyStats>(
      `${W}/ai-safety-alert/mng/weekly-stats`,
      { schoolId: school },
      callAs(admin),
    );
    expect(answer.status).toBe(200);
    const { rows, weeks } = answer.body.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ schoolId: school, staffRefused: 2, alerts: 0 });
    expect(rows[0]!.counts['school-rule']).toBe(4);
    expect(rows[0]!.counts.violence).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.counts['self-harm']).toBe(0);
    expect(new Date(`${rows[0]!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.at(-1)).toMatchObject({ weekStart: rows[0]!.weekStart, total: rows[0]!.total });

    const other = await makeSchool(t);
    const manager = await makeStaff(t, { staffType: StaffType.SCHOOL_MANAGER, schoolId: other });
    const theirs = await t.api.get<TSafetyWeeklyStats>(
      `${W}/ai-safety-alert/mng/weekly-stats`,
      {},
      callAs(manager),
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.rows).toEqual([]);
    expect(
      (await t.api.get(`${W}/ai-safety-alert/mng/weekly-stats`, {}, callAs(teacher))).status,
    ).toBe(403);
    const bad = await t.api.get(
      `${W}/ai-safety-alert/mng/weekly-stats`,
      { dateFrom: '2026-13-01' },
      callAs(admin),
    );
    expect(bad.status).toBe(400);
  });

  it('are exported as xlsx with a column per kind', async () => {
    const started = await t.api.get(
      `${W}/ai-safety-alert/mng/weekly-export`,
      { schoolId: school },
      callAs(admin),
    );
    expect(started.status).toBe(200);
    const book = await exportedBook(t, started, callAs(admin));
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['学校', SAFETY_STAT_KIND_LABELS['self-harm']]));
    const schoolColumn = header.indexOf('学校') + 1;
    const ruleColumn = header.indexOf(SAFETY_STAT_KIND_LABELS['school-rule']) + 1;
    expect(sheet.rowCount).toBe(2);
    expect(String(sheet.getRow(2).getCell(schoolColumn).value)).toMatch(/^测试学校/);
    expect(sheet.getRow(2).getCell(ruleColumn).value).toBe(4);
  });
});
