import type { TAiDrawErrorStudent } from '@haoduo/contract';
import { inArray } from 'drizzle-orm';
import { aiGenerations } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { accountsWithUsernames } from '../identity';
import { drawErrorStudents } from './generation-queries';

/**
 * Pupils of a class whose drawings failed or were refused lately (since `since`, default the
 * last 30 days), with their last prompt.
 */
export async function errorStudentsOf(
  db: TDb,
  classId: number,
  since?: Date,
): Promise<TAiDrawErrorStudent[]> {
  const groups = await drawErrorStudents(db, classId, since);
  if (groups.length === 0) return [];
  const [people, last] = await Promise.all([
    accountsWithUsernames(
      db,
      groups.map((g) => g.accountUserId),
    ),
    db
      .select({
        id: aiGenerations.id,
        prompt: aiGenerations.prompt,
        error: aiGenerations.errorMessage,
      })
      .from(aiGenerations)
      .where(
        inArray(
          aiGenerations.id,
          groups.map((g) => g.lastId),
        ),
      ),
  ]);
  const byPerson = new Map(people.map((p) => [p.id, p]));
  const byId = new Map(last.map((g) => [g.id, g]));
  return groups
    .map((group) => ({
      accountUserId: group.accountUserId,
      name: byPerson.get(group.accountUserId)?.name ?? '',
      username: byPerson.get(group.accountUserId)?.username ?? null,
      failedCount: Number(group.failedCount),
      refusedCount: Number(group.refusedCount),
      lastErrorMessage: byId.get(group.lastId)?.error ?? null,
      lastPrompt: byId.get(group.lastId)?.prompt ?? '',
      lastFailedAt: new Date(group.lastFailedAt).toISOString(),
    }))
    .sort((a, b) => b.lastFailedAt.localeCompare(a.lastFailedAt));
}
