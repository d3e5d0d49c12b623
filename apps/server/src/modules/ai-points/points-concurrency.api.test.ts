import { AiPointType } from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPointRecords } from '../../db/schema';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
  superAdmin,
  type TCaller,
} from '../../../test/factories/classes';
import { openWorkshopApp, pointsOf } from '../../../test/factories/workshop';

/**
 * 50 drawings asked for at once on one balance: the charges are one conditional UPDATE each,
 * so exactly as many succeed as the balance pays for and it never goes below zero (on
 * PostgreSQL the requests really run side by side).
 */

const W = '/api/v1/works-service';

let t: TTestApp;
let admin: TCaller;
let stu001: TCaller;
let ai3001: number;
let stu001Account: number;

beforeAll(async () => {
  // No worker: the charges are what this test looks at, not the drawings.
  t = await openWorkshopApp({ jobs: { concurrency: 0 } });
  const schools = await schoolIds(t);
  admin = await superAdmin(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  stu001Account = await studentAccountId(t, 'stu001', schools.primary);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('points: 50 concurrent charges on one balance', () => {
  it('gives the exact balance and never goes below zero', async () => {
    await t.api.post(
      `${W}/ai-point-account/mng/set-points`,
      { accountUserId: stu001Account, points: 31, reason: '并发测试' },
      admin.opts(),
    );
    const requests = Array.from({ length: 50 }, (_, i) =>
      t.api.post(
        `${W}/ai-draw/custom/add`,
        { prompt: `第${i}只小猫`, classId: ai3001 },
        stu001.opts(),
      ),
    );
    const results = await Promise.all(requests);
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(accepted).toHaveLength(15);
    expect(refused).toHaveLength(35);
    expect(refused[0]!.body.message).toMatch(/^AI点数不够了/);
    expect(await pointsOf(t, stu001Account)).toBe(1);
    const [charges] = await t.database.db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${aiPointRecords.points}), 0)::int`,
      })
      .from(aiPointRecords)
      .where(
        sql`${aiPointRecords.accountId} = ${stu001Account} and ${aiPointRecords.pointType} = ${AiPointType.CHARGE} and ${aiPointRecords.reason} = 'AI绘画创作' and ${aiPointRecords.balance} < 31`,
      );
    expect(Number(charges!.n)).toBe(15);
    expect(Number(charges!.total)).toBe(-30);
    const [lowest] = await t.database.db
      .select({ min: sql<number>`min(${aiPointRecords.balance})::int` })
      .from(aiPointRecords)
      .where(eq(aiPointRecords.accountId, stu001Account));
    expect(Number(lowest!.min)).toBeGreaterThanOrEqual(0);
  });
});
