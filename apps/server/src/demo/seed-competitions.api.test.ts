import type { TCompetition } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionRegistrations } from '../db/schema';
import { createTestApp, type TTestApp } from '../../test/helpers/test-app';
import { makeSchool } from '../../test/factories/school';
import { seedCompetitions } from './seed-competitions';

const APP = '/api/v1/works-service/app/ai-competition';

describe('demo competitions', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    await makeSchool(t, '好多AI实验小学');
    await seedCompetitions(t.database.db, { appSecret: t.config.appSecret });
  });
  afterAll(() => t.close());

  it('give every phase a competition, winners and a registration to look up', async () => {
    const page = await t.api.get<{ list: TCompetition[] }>(`${APP}/page`, { pageSize: 20 });
    expect(page.body.data.list.map((c) => c.phase)).toEqual([
      'registering',
      'judging',
      'registering',
      'ended',
    ]);
    const ended = page.body.data.list[3]!;
    const winners = await t.api.get<{ studentName: string }[]>(`${APP}/winners`, { id: ended.id });
    expect(winners.body.data.map((w) => w.studentName)).toEqual(['王*明', '李*远', '张*桐']);
    const festival = await t.api.get<{ total: number }>(`${APP}/page`, {
      festival: 'hangzhou-festival',
    });
    expect(festival.body.data.total).toBe(2);

    const [first] = await t.database.db
      .select({ id: competitionRegistrations.id })
      .from(competitionRegistrations)
      .where(eq(competitionRegistrations.competitionId, page.body.data.list[0]!.id))
      .limit(1);
    const found = await t.api.get(`${APP}/detail`, {
      id: first!.id,
      idCard: '110105201503070021',
      studentName: '王小明',
    });
    expect(found.status).toBe(200);
  });
});
