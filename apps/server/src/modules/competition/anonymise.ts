import { and, inArray, isNull, lt } from 'drizzle-orm';
import { competitionRegistrations, competitions } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** What an anonymised registration keeps of the pupil's name. */
export const ANONYMOUS_NAME = '已匿名';

/**
 * Registrations of competitions that ended more than `retentionDays` ago lose their personal
 * fields (name, id number and its hash, mobiles, teacher): works, awards, grade and school stay
 * for the competition's record. Idempotent; run by a timer in every process.
 */
export async function anonymiseEndedCompetitions(
  db: TDb,
  retentionDays: number,
  now = new Date(),
): Promise<{ competitions: number; registrations: number }> {
  const before = new Date(now.getTime() - retentionDays * 24 * 3_600_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: competitions.id })
      .from(competitions)
      .where(and(lt(competitions.competitionEndTm, before), isNull(competitions.anonymisedAt)));
    if (due.length === 0) return { competitions: 0, registrations: 0 };
    const ids = due.map((d) => d.id);
    const changed = await tx
      .update(competitionRegistrations)
      .set({
        studentName: ANONYMOUS_NAME,
        idCardCipher: null,
        idCardHash: null,
        mobile: '',
        teacherName: '',
        teacherMobile: '',
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          inArray(competitionRegistrations.competitionId, ids),
          isNull(competitionRegistrations.anonymisedAt),
        ),
      )
      .returning({ id: competitionRegistrations.id });
    await tx.update(competitions).set({ anonymisedAt: now }).where(inArray(competitions.id, ids));
    return { competitions: ids.length, registrations: changed.length };
  });
}
