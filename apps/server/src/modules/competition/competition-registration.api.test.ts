import { CompetitionMessages as M, StaffType, type TMyRegistration } from '@haoduo/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionRegistrations, competitions } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makeSchool, makeStaff, type TMadePerson } from '../../../test/factories/school';
import {
  makeCompetition,
  registrationForm,
  residentId,
  wrongCheckDigit,
} from '../../../test/factories/competition';
import { anonymiseEndedCompetitions } from './anonymise';

const APP = '/api/v1/works-service/app/ai-competition';
const MNG = '/api/v1/works-service/competition/mng';

describe('competition registration', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let schoolId: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t, { staffType: StaffType.SUPER_ADMIN });
    schoolId = await makeSchool(t);
  });
  afterAll(() => t.close());

  const registrations = async (competitionId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(competitionRegistrations)
        .where(eq(competitionRegistrations.competitionId, competitionId))
    )[0]!.n;

  it('releases and takes offline: the public list shows only released competitions', async () => {
    const created = await t.api.post<{ id: number; releaseStatus: number }>(
      `${MNG}/add`,
      {
        name: '发布测试比赛',
        sponsor: '好多AI',
        coverImg: '/files/c.png',
        registrationStartTm: '2026-01-01 00:00:00',
        registrationEndTm: '2099-01-01 00:00:00',
        competitionStartTm: '2026-01-01 00:00:00',
        competitionEndTm: '2099-02-01 00:00:00',
        sortScore: 999999,
      },
      callAs(admin),
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.releaseStatus).toBe(0);
    const listed = async () =>
      (await t.api.get<{ list: { id: number }[] }>(`${APP}/page`, { pageSize: 100 })).body.data.list
        .map((c) => c.id)
        .includes(id);
    expect(await listed()).toBe(false);
    expect((await t.api.get(`${APP}/competition-detail`, { id })).status).toBe(404);

    expect((await t.api.post(`${MNG}/offline`, { id }, callAs(admin))).status).toBe(409);
    const released = await t.api.post<{ releaseStatus: number; phase: string }>(
      `${MNG}/release`,
      { id },
      callAs(admin),
    );
    expect(released.body.data).toMatchObject({ releaseStatus: 1, phase: 'registering' });
    expect(await listed()).toBe(true);
    const again = await t.api.post(`${MNG}/release`, { id }, callAs(admin));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.ALREADY_RELEASED);

    expect((await t.api.post(`${MNG}/offline`, { id }, callAs(admin))).body.data).toMatchObject({
      releaseStatus: 2,
    });
    expect(await listed()).toBe(false);
    expect((await t.api.post(`${MNG}/release`, { id }, callAs(admin))).status).toBe(200);
  });

  it('refuses a bad time order with a Chinese message', async () => {
    const res = await t.api.post(
      `${MNG}/add`,
      {
        name: '时间错误',
        sponsor: '好多AI',
        coverImg: '/files/c.png',
        registrationStartTm: '2026-05-01 00:00:00',
        registrationEndTm: '2026-04-01 00:00:00',
        competitionStartTm: '2026-05-01 00:00:00',
        competitionEndTm: '2026-06-01 00:00:00',
      },
      callAs(admin),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      field: 'registrationEndTm',
      message: M.REGISTRATION_END_BEFORE_START,
    });
  });

  it('registers with the id number masked, and refuses a second registration of the number', async () => {
    const competition = await makeCompetition(t);
    const form = registrationForm(competition.id, schoolId);
    const first = await t.api.post<TMyRegistration>(`${APP}/commit-registration`, form);
    expect(first.status).toBe(200);
    expect(first.body.data.idCard).toBe(
      `${form.idCard.slice(0, 3)}***********${form.idCard.slice(-4)}`,
    );
    expect(first.body.data.mobile).toBe('138****0001');
    expect(first.body.data.token).toBeTruthy();

    const twice = await t.api.post(`${APP}/commit-registration`, {
      ...form,
      studentName: '张小红',
      idCard: form.idCard.toLowerCase(),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.REGISTRATION_DUPLICATE);
    expect(await registrations(competition.id)).toBe(1);
  });

  it('refuses a wrong check digit in Chinese and writes nothing', async () => {
    const competition = await makeCompetition(t);
    const res = await t.api.post(
      `${APP}/commit-registration`,
      registrationForm(competition.id, schoolId, { idCard: wrongCheckDigit(residentId(7)) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'idCard', message: M.ID_CARD_CHECK_DIGIT });
    const badRegion = await t.api.post(
      `${APP}/commit-registration`,
      registrationForm(competition.id, schoolId, { districtId: 110101 }),
    );
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.message).toBe(M.REGION_INVALID);
    const badGrade = await t.api.post(
      `${APP}/commit-registration`,
      registrationForm(competition.id, schoolId, { grade: 17 }),
    );
    expect(badGrade.body.errors).toContainEqual({ field: 'grade', message: M.GRADE_REQUIRED });
    expect(await registrations(competition.id)).toBe(0);
  });

  it('closes registration at its time, and modification with it', async () => {
    const closed = await makeCompetition(t, { at: 'competing' });
    const res = await t.api.post(
      `${APP}/commit-registration`,
      registrationForm(closed.id, schoolId),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.REGISTRATION_CLOSED);
    const early = await makeCompetition(t, { at: 'not-started' });
    const before = await t.api.post(
      `${APP}/commit-registration`,
      registrationForm(early.id, schoolId),
    );
    expect(before.body.message).toBe(M.REGISTRATION_NOT_OPEN);
    expect(await registrations(closed.id)).toBe(0);
    expect(await registrations(early.id)).toBe(0);

    // A registration made while open cannot be modified once registration ends.
    const open = await makeCompetition(t);
    const form = registrationForm(open.id, schoolId);
    const mine = (await t.api.post<TMyRegistration>(`${APP}/commit-registration`, form)).body.data;
    const modified = await t.api.post<TMyRegistration>(`${APP}/modify-registration`, {
      ...form,
      id: mine.id,
      token: mine.token,
      grade: 4,
    });
    expect(modified.body.data.grade).toBe(4);
    await t.database.db
      .update(competitions)
      .set({ registrationEndTm: new Date(Date.now() - 1000) })
      .where(eq(competitions.id, open.id));
    const late = await t.api.post(`${APP}/modify-registration`, {
      ...form,
      id: mine.id,
      token: mine.token,
      grade: 5,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(M.REGISTRATION_MODIFY_CLOSED);
    // Works may still be submitted until the competition ends.
    const works = await t.api.post(`${APP}/commit-works`, {
      registrationId: mine.id,
      token: mine.token,
      worksName: '我的绘本',
      worksUrl: '/files/works.pdf',
    });
    expect(works.status).toBe(200);
  });

  it('looks a registration up by number, id number and name, and nothing else', async () => {
    const competition = await makeCompetition(t);
    const form = registrationForm(competition.id, schoolId, { studentName: '王小明' });
    const mine = (await t.api.post<TMyRegistration>(`${APP}/commit-registration`, form)).body.data;
    const found = await t.api.get<TMyRegistration>(`${APP}/detail`, {
      id: mine.id,
      idCard: form.idCard,
      studentName: '王小明',
    });
    expect(found.status).toBe(200);
    expect(found.body.data.token).toBe(mine.token);
    for (const query of [
      { id: mine.id, idCard: form.idCard, studentName: '王小红' },
      { id: mine.id, idCard: residentId(999), studentName: '王小明' },
      { id: mine.id + 1000, idCard: form.idCard, studentName: '王小明' },
    ]) {
      const miss = await t.api.get(`${APP}/detail`, query);
      expect(miss.status).toBe(404);
      expect(miss.body.message).toBe(M.REGISTRATION_NOT_FOUND);
    }
    const byToken = await t.api.get(`${APP}/registration-detail`, { id: mine.id, token: 'x' });
    expect(byToken.status).toBe(404);
  });

  it('anonymises registrations the retention time after the competition ended', async () => {
    const old = await makeCompetition(t, { at: 'registering' });
    const form = registrationForm(old.id, schoolId);
    const mine = (await t.api.post<TMyRegistration>(`${APP}/commit-registration`, form)).body.data;
    await t.database.db
      .update(competitions)
      .set({ competitionEndTm: new Date(Date.now() - 181 * 24 * 3_600_000) })
      .where(eq(competitions.id, old.id));
    const recent = await makeCompetition(t, { at: 'judging' });
    const kept = (
      await t.database.db
        .insert(competitionRegistrations)
        .values({
          competitionId: recent.id,
          studentName: '留存',
          idCardType: 2,
          idCardMasked: 'E12**5678',
          grade: 3,
          mobile: '13800000009',
        })
        .returning()
    )[0]!;
    const done = await anonymiseEndedCompetitions(t.database.db, 180);
    expect(done.registrations).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select()
      .from(competitionRegistrations)
      .where(eq(competitionRegistrations.id, mine.id));
    expect(row).toMatchObject({ idCardCipher: null, idCardHash: null, mobile: '' });
    expect(row!.studentName).not.toBe(form.studentName);
    expect(row!.anonymisedAt).not.toBeNull();
    const [other] = await t.database.db
      .select()
      .from(competitionRegistrations)
      .where(eq(competitionRegistrations.id, kept.id));
    expect(other!.anonymisedAt).toBeNull();
    const lookup = await t.api.get(`${APP}/detail`, {
      id: mine.id,
      idCard: form.idCard,
      studentName: form.studentName,
    });
    expect(lookup.status).toBe(404);
  });
});
