import {
  AccountType,
  AiPointOwnerType,
  AiWorkshopMessages,
  type TAiJobAdded,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, aiPointAccounts } from '../../db/schema';
import { ensureAccount } from '../identity';
import {
  callAs,
  makeClass,
  makePupil,
  makeSchool,
  type TMadePerson,
} from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

/**
 * A pupil with classes in two schools: a class of the other school is theirs too. The page's
 * session still names the first school (tenant-info) after the pupil switches classes.
 */

const W = '/api/v1/works-service';

let t: TTestApp;
let pupil: TMadePerson;
let first: { id: number; schoolId: number };
let second: { id: number; schoolId: number };
let secondAccountId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const schoolA = await makeSchool(t);
  const schoolB = await makeSchool(t);
  pupil = await makePupil(t, { schoolId: schoolA });
  first = await makeClass(t, { schoolId: schoolA, pupils: [pupil] });
  secondAccountId = await ensureAccount(t.database.db, {
    userId: pupil.userId,
    schoolId: schoolB,
    accountType: AccountType.STUDENT,
    name: pupil.name,
  });
  second = await makeClass(t, {
    schoolId: schoolB,
    pupils: [{ ...pupil, accountId: secondAccountId }],
  });
  // Points in each school's account.
  await t.database.db.insert(aiPointAccounts).values(
    [
      { schoolId: schoolA, accountId: pupil.accountId! },
      { schoolId: schoolB, accountId: secondAccountId },
    ].map(({ schoolId, accountId }) => ({
      ownerType: AiPointOwnerType.USER,
      schoolId,
      accountId,
      points: 100,
    })),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const draw = (classId: number, prompt = '一只在草地上奔跑的小狗') =>
  t.api.post<TAiJobAdded>(`${W}/ai-draw/custom/add`, { prompt, classId }, callAs(pupil));

describe('a pupil in classes of two schools', () => {
  it('creates in a class of the first school with the first school as tenant', async () => {
    const answer = await draw(first.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('creates in the class of the second school too, without switching the tenant', async () => {
    const answer = await draw(second.id);
    expect(answer.body.message).not.toBe(AiWorkshopMessages.NOT_IN_CLASS);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.id, answer.body.data.job.id));
    // The work belongs to the class's school, with the pupil's account there.
    expect(row).toMatchObject({ classId: second.id, schoolId: second.schoolId });
    expect(row?.accountId).toBe(secondAccountId);
  });

  it('still refuses a class the pupil is not in, in any school', async () => {
    const stranger = await makeClass(t, { schoolId: second.schoolId });
    const answer = await draw(stranger.id);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(AiWorkshopMessages.NOT_IN_CLASS);
  });
});
