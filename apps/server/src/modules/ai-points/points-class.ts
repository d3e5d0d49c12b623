import { AiPointOwnerType, type TAiClassPoints } from '@haoduo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { aiPointAccounts } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { activePupilIdsOfClass } from '../classes';
import { accountsWithUsernames } from '../identity';
import { findPointAccount, spentToday } from './points-ledger';

/** A class's budget, its daily limit, and each pupil's points (the teacher's page). */
export async function classPoints(
  db: TDb,
  cls: { id: number; schoolId: number; courseClassName: string },
): Promise<TAiClassPoints> {
  const account = await findPointAccount(db, {
    ownerType: AiPointOwnerType.CLASS,
    schoolId: cls.schoolId,
    classId: cls.id,
  });
  const pupilIds = await activePupilIdsOfClass(db, cls.id);
  const [people, points] = await Promise.all([
    accountsWithUsernames(db, pupilIds),
    pupilPoints(db, pupilIds),
  ]);
  const pupils = people.map((p) => ({
    accountUserId: p.id,
    name: p.name,
    username: p.username,
    points: points.get(p.id),
  }));
  const spent = await spentToday(
    db,
    pupils.map((p) => p.accountUserId),
    cls.id,
  );
  return {
    classId: cls.id,
    courseClassName: cls.courseClassName,
    points: account?.points ?? 0,
    dailyLimit: account?.dailyLimit ?? null,
    pupils: pupils.map((p) => ({
      accountUserId: p.accountUserId,
      name: p.name,
      username: p.username,
      points: p.points ?? 0,
      todaySpent: spent.get(p.accountUserId) ?? 0,
    })),
  };
}

/** The points of these pupils' own accounts, by account id. */
async function pupilPoints(db: TDb, accountIds: number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: aiPointAccounts.accountId, points: aiPointAccounts.points })
    .from(aiPointAccounts)
    .where(
      and(
        eq(aiPointAccounts.ownerType, AiPointOwnerType.USER),
        inArray(aiPointAccounts.accountId, accountIds),
      ),
    );
  return new Map(rows.map((row) => [row.accountId!, row.points]));
}

/** The per-pupil daily limit of a class (null: none). */
export async function classDailyLimit(
  db: TDb,
  cls: { id: number; schoolId: number },
): Promise<number | null> {
  const account = await findPointAccount(db, {
    ownerType: AiPointOwnerType.CLASS,
    schoolId: cls.schoolId,
    classId: cls.id,
  });
  return account?.dailyLimit ?? null;
}
