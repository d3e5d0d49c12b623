import { AccountType, type TAiClassChatMessage } from '@haoduo/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { accounts, aiAgentConfigs, aiConversationMessages, aiConversations } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';

/** The chat messages of a class's pupils (the teacher's view), newest first. */
export async function classChatPage(
  db: TDb,
  query: { classId: number; accountId?: number; currentPage: number; pageSize: number },
): Promise<{ list: TAiClassChatMessage[]; total: number }> {
  const where = and(
    eq(aiConversations.classId, query.classId),
    eq(accounts.accountType, AccountType.STUDENT),
    query.accountId === undefined ? undefined : eq(aiConversations.accountId, query.accountId),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        message: aiConversationMessages,
        accountUserId: aiConversations.accountId,
        authorName: accounts.name,
        agentTitle: aiAgentConfigs.title,
      })
      .from(aiConversationMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiConversationMessages.conversationId))
      .innerJoin(accounts, eq(accounts.id, aiConversations.accountId))
      .leftJoin(aiAgentConfigs, eq(aiAgentConfigs.id, aiConversations.agentConfigId))
      .where(where)
      .orderBy(desc(aiConversationMessages.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiConversationMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiConversationMessages.conversationId))
      .innerJoin(accounts, eq(accounts.id, aiConversations.accountId))
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
      authorName: row.authorName,
      agentTitle: row.agentTitle,
    })),
    total: Number(count?.n ?? 0),
  };
}
