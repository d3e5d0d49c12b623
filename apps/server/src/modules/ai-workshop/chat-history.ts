import { AccountType, type TAiClassChatMessage } from '@haoduo/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { aiAgentConfigs, aiConversationMessages, aiConversations } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { accountsByIds } from '../identity';

/** The chat messages of a class's pupils (the teacher's view), newest first. */
export async function classChatPage(
  db: TDb,
  query: { classId: number; accountId?: number; currentPage: number; pageSize: number },
): Promise<{ list: TAiClassChatMessage[]; total: number }> {
  const inClass = and(
    eq(aiConversations.classId, query.classId),
    query.accountId === undefined ? undefined : eq(aiConversations.accountId, query.accountId),
  );
  // Only pupils' chats: the people who chatted in the class, their account types from identity.
  const chatters = await db
    .selectDistinct({ accountId: aiConversations.accountId })
    .from(aiConversations)
    .where(inClass);
  const people = await accountsByIds(
    db,
    chatters.map((row) => row.accountId),
  );
  const pupils = [...people]
    .filter(([, person]) => person.accountType === AccountType.STUDENT)
    .map(([id]) => id);
  if (pupils.length === 0) return { list: [], total: 0 };
  const where = and(inClass, inArray(aiConversations.accountId, pupils));
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        message: aiConversationMessages,
        accountUserId: aiConversations.accountId,
        agentTitle: aiAgentConfigs.title,
      })
      .from(aiConversationMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiConversationMessages.conversationId))
      .leftJoin(aiAgentConfigs, eq(aiAgentConfigs.id, aiConversations.agentConfigId))
      .where(where)
      .orderBy(desc(aiConversationMessages.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiConversationMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiConversationMessages.conversationId))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.message.id,
      role: row.message.role === 'assistant' ? 'assistant' : 'user',
      content: row.message.content,
      createdAt: row.message.createdAt.toISOString(),
      conversationId: row.message.conversationId,
      accountUserId: row.accountUserId,
      authorName: people.get(row.accountUserId)?.name ?? '',
      agentTitle: row.agentTitle,
    })),
    total: Number(count?.n ?? 0),
  };
}
