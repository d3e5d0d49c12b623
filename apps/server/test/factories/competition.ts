import { gb11643CheckChar, ReleaseStatus, type TRegistrationCommitBody } from '@haoduo/contract';
import { competitions } from '../../src/db/schema';
import type { TTestApp } from '../helpers/test-app';

/**
 * Factories of the competition centre: a competition with times relative to now (one insert),
 * a resident id number with a right (or wrong) check digit, and a registration form.
 */

const DAY = 24 * 3_600_000;
let sequence = 0;

export type TPhaseAt = 'registering' | 'competing' | 'judging' | 'not-started' | 'long-ended';

/** Times (in days from now) that put a competition in a phase. */
const TIMES: Record<TPhaseAt, [number, number, number, number]> = {
  'not-started': [5, 10, 5, 20],
  registering: [-5, 10, -5, 20],
  competing: [-20, -5, -20, 10],
  judging: [-30, -20, -30, -2],
  'long-ended': [-400, -300, -400, -200],
};

export async function makeCompetition(
  t: TTestApp,
  input: {
    at?: TPhaseAt;
    released?: boolean;
    groupList?: string[];
    winnersPublished?: boolean;
    name?: string;
  } = {},
) {
  const [rs, re, cs, ce] = TIMES[input.at ?? 'registering'];
  const now = Date.now();
  const [row] = await t.database.db
    .insert(competitions)
    .values({
      name: input.name ?? `测试比赛${++sequence}`,
      sponsor: '好多AI',
      suitDistrict: '全国',
      coverImg: '/files/cover.png',
      registrationStartTm: new Date(now + rs * DAY),
      registrationEndTm: new Date(now + re * DAY),
      competitionStartTm: new Date(now + cs * DAY),
      competitionEndTm: new Date(now + ce * DAY),
      groupList: input.groupList ?? [],
      releaseStatus: input.released === false ? ReleaseStatus.NOT_RELEASED : ReleaseStatus.RELEASED,
      winnersPublishedAt: input.winnersPublished ? new Date() : null,
    })
    .returning();
  return row!;
}

/** A resident id number born in 2015 with a right check digit (n picks the sequence digits). */
export function residentId(n: number): string {
  const first17 = `33010620150307${String(n % 1000).padStart(3, '0')}`;
  return first17 + gb11643CheckChar(first17);
}

/** The same number with a wrong check digit. */
export function wrongCheckDigit(id: string): string {
  const wrong = id[17] === '1' ? '2' : '1';
  return id.slice(0, 17) + wrong;
}

export const HANGZHOU = { provinceId: 330000, cityId: 330100, districtId: 330106 };

export function registrationForm(
  competitionId: number,
  schoolId: number,
  overrides: Partial<TRegistrationCommitBody> = {},
): TRegistrationCommitBody {
  return {
    competitionId,
    studentName: '张小明',
    idCardType: 1,
    idCard: residentId(++sequence),
    grade: 3,
    mobile: '13800000001',
    teacherName: '李老师',
    teacherMobile: '13900000002',
    ...HANGZHOU,
    schoolId,
    ...overrides,
  };
}
