import { AiPointOwnerType, type TAiClassPoints } from '@haoduo/contract';
import { and, asc, eq } from 'drizzle-orm';
import { accounts, aiPointAccounts, classStudents, users } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
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
  const pupils = await db
    .select({
      accountUserId: accounts.id,
      name: accounts.name,
      username: users.username,
      points: aiPointAccounts.points,
    })
    .from(classStudents)
    .innerJoin(accounts, eq(accounts.id, classStudents.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(
      aiPointAccounts,
      and(
        eq(aiPointAccounts.ownerType, AiPointOwnerType.USER),
        eq(aiPointAccounts.accountId, accounts.id),
      ),
    )
    .where(and(eq(classStudents.classId, cls.id), eq(classStudents.status, 1)))
    .orderBy(asc(accounts.name), asc(accounts.id));
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
