import {
  CompetitionMessages as M,
  StaffType,
  type TCompetitionWorks,
  type TMyRegistration,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionWorks, techRegistrations } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makeClass, makeStaff, type TMadeClass } from '../../../test/factories/school';
import { makeCompetition, registrationForm, residentId } from '../../../test/factories/competition';
import { sweepUnusedMedia } from '../media/media-links';
import { picture, stored, upload } from '../media/testing/media-fixtures';

const WS = '/api/v1/works-service';
const APP = `${WS}/app/ai-competition`;

describe('a competition entry with an uploaded file', () => {
  let t: TTestApp;
  let klass: TMadeClass;
  let competitionId: number;
  let registration: TMyRegistration;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    klass = await makeClass(t, { pupils: 2 });
    competitionId = (await makeCompetition(t)).id;
    const form = registrationForm(competitionId, klass.schoolId);
    const res = await t.api.post<TMyRegistration>(`${APP}/commit-registration`, form);
    expect(res.status, res.body.message).toBe(200);
    registration = res.body.data;
  });
  afterAll(() => t.close());

  const entry = (worksUrl: string) => ({
    registrationId: registration.id,
    token: registration.token,
    worksName: '雨后的彩虹',
    worksUrl,
  });

  it("refuses a file that is not the signed-in pupil's own upload", async () => {
    const [author, other] = klass.pupils as [(typeof klass.pupils)[0], (typeof klass.pupils)[0]];
    const file = await upload(t, callAs(author) as never, await picture());
    expect(file.status).toBe(200);
    for (const caller of [undefined, callAs(other)]) {
      const res = await t.api.post(`${APP}/commit-works`, entry(file.body.data.url), caller);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.WORKS_FILE_NOT_YOURS);
    }
    const missing = await t.api.post(
      `${APP}/commit-works`,
      entry('/api/media/2026/01/none.png'),
      callAs(author),
    );
    expect(missing.status).toBe(400);
  });

  it('keeps the file past the sweep, stores it unsigned and signs it in every answer', async () => {
    const author = klass.pupils[0]!;
    const file = await upload(t, callAs(author) as never, await picture());
    expect(file.body.data.url).toContain('?exp=');
    const res = await t.api.post<TCompetitionWorks>(
      `${APP}/commit-works`,
      entry(file.body.data.url),
      callAs(author),
    );
    expect(res.status, res.body.message).toBe(200);

    const [row] = await t.database.db
      .select()
      .from(competitionWorks)
      .where(eq(competitionWorks.registrationId, registration.id));
    expect(row!.worksUrl).toBe(`/api/media/${file.body.data.key}`);

    // Two days later the sweep of unused uploads leaves the entry's file alone.
    await sweepUnusedMedia(t.database.db, Date.now() + 2 * 24 * 3600_000);
    expect(stored(t, file.body.data.key)).toBe(true);

    // The owner and the staff get a fresh signed link that serves the file.
    const mine = await t.api.get<TMyRegistration>(`${APP}/registration-detail`, {
      id: registration.id,
      token: registration.token,
    });
    const link = mine.body.data.works!.worksUrl;
    expect(link).toMatch(new RegExp(`^/api/media/${file.body.data.key}\\?exp=\\d+&sig=`));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/media/${file.body.data.key}` })).statusCode,
    ).not.toBe(200);

    const admin = await makeStaff(t, { staffType: StaffType.SUPER_ADMIN });
    const works = await t.api.get<{ list: { worksUrl: string }[] }>(
      `${WS}/ai-competition-works/mng/page`,
      { competitionId },
      callAs(admin),
    );
    expect(works.body.data.list[0]!.worksUrl).toMatch(/\?exp=\d+&sig=/);
  });

  it("keeps a tech registration's uploaded file and signs it for the staff", async () => {
    const [author, other] = klass.pupils as [(typeof klass.pupils)[0], (typeof klass.pupils)[0]];
    const file = await upload(t, callAs(author) as never, await picture());
    const body = {
      activityType: 1,
      grade: 4,
      idCardType: 1,
      idCard: residentId(901),
      schoolId: klass.schoolId,
      schoolName: '科技小学',
      studentName: '孙小美',
      workResource: file.body.data.url,
      worksName: '扫地机器人',
    };
    const refused = await t.api.post(`${WS}/tech-registration/custom/add`, body, callAs(other));
    expect(refused.status).toBe(400);
    const added = await t.api.post(`${WS}/tech-registration/custom/add`, body, callAs(author));
    expect(added.status, added.body.message).toBe(200);
    const [row] = await t.database.db.select().from(techRegistrations);
    expect(row!.workResource).toBe(`/api/media/${file.body.data.key}`);
    await sweepUnusedMedia(t.database.db, Date.now() + 2 * 24 * 3600_000);
    expect(stored(t, file.body.data.key)).toBe(true);
    const admin = await makeStaff(t, { staffType: StaffType.SUPER_ADMIN });
    const page = await t.api.get<{ list: { workResource: string }[] }>(
      `${WS}/tech-registration/mng/page`,
      {},
      callAs(admin),
    );
    const link = page.body.data.list[0]!.workResource;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });
});
