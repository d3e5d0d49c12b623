import { CompetitionMessages as M, type TMyRegistration } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionWorks } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { callAs, makeClass, type TMadeClass } from '../../../test/factories/school';
import { makeCompetition, registrationForm } from '../../../test/factories/competition';
import { publishedBook } from '../../../test/factories/print-orders';

const APP = '/api/v1/works-service/app/ai-competition';

describe('a competition entry naming a work of the platform', () => {
  let t: TTestApp;
  let klass: TMadeClass;
  let registration: TMyRegistration;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    klass = await makeClass(t, { pupils: 2 });
    const competition = await makeCompetition(t);
    const form = registrationForm(competition.id, klass.schoolId);
    const res = await t.api.post<TMyRegistration>(`${APP}/commit-registration`, form);
    expect(res.status, res.body.message).toBe(200);
    registration = res.body.data;
  });
  afterAll(() => t.close());

  const entry = (platformWorksId: number) => ({
    registrationId: registration.id,
    token: registration.token,
    worksName: '小兔子郊游记',
    worksUrl: `/works/${platformWorksId}`,
    platformWorksId,
  });
  const entries = async () =>
    t.database.db
      .select()
      .from(competitionWorks)
      .where(eq(competitionWorks.registrationId, registration.id));

  it("takes the author's own work, and refuses another pupil's, nobody's and a visitor's", async () => {
    const [author, other] = klass.pupils as [(typeof klass.pupils)[0], (typeof klass.pupils)[0]];
    const worksId = await publishedBook(t, author, klass.id, 1, false);

    const visitor = await t.api.post(`${APP}/commit-works`, entry(worksId));
    expect(visitor.status).toBe(401);
    const notTheirs = await t.api.post(`${APP}/commit-works`, entry(worksId), callAs(other));
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe(M.PLATFORM_WORKS_NOT_YOURS);
    const missing = await t.api.post(`${APP}/commit-works`, entry(worksId + 999), callAs(author));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.WORKS_NOT_FOUND);
    expect(await entries()).toHaveLength(0);

    const own = await t.api.post(`${APP}/commit-works`, entry(worksId), callAs(author));
    expect(own.status, own.body.message).toBe(200);
    expect((await entries()).map((row) => row.platformWorksId)).toEqual([worksId]);
  });
});
