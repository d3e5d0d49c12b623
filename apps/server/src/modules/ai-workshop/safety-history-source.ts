import { AI_TOOLS, AccountType, JobStatus, type TAiTool } from '@haoduo/contract';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { aiConversationMessages, aiConversations, aiGenerations } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { accountsByIds } from '../identity';
import type { THistoryRow, THistorySource, THistorySourceQuery } from '../safety';
import { presentResult, type TStoredResult } from './generation-result';

/**
 * What the AI workshop keeps of a class's pupils for the class AI history (the safety
 * domain merges it with its own records of refusals): generations' prompts and results,
 * and chat messages both ways. Refused prompts are left to the safety records.
 */

const isTool = (tool: string): tool is TAiTool => (AI_TOOLS as readonly string[]).includes(tool);

function resultUrlOf(result: TStoredResult | null): string | null {
  if (!result) return null;
  const shown = presentResult(result, { full: false }) as Record<string, unknown>;
  const url =
    shown.imageUrl ?? shown.audioUrl ?? shown.videoUrl ?? shown.htmlUrl ?? shown.modelUrl ?? null;
  return typeof url === 'string' ? url : null;
}

export const generationHistory: THistorySource = async (db, query) => {
  if (query.tool !== undefined && !isTool(query.tool)) return { rows: [], total: 0 };
  const where = and(
    eq(aiGenerations.classId, query.classId),
    eq(aiGenerations.accountType, AccountType.STUDENT),
    eq(aiGenerations.refused, false),
    query.accountId === undefined ? undefined : eq(aiGenerations.accountId, query.accountId),
    query.tool === undefined ? undefined : eq(aiGenerations.tool, query.tool),
    query.from === undefined ? undefined : gte(aiGenerations.createdAt, query.from),
    query.to === undefined ? undefined : lt(aiGenerations.createdAt, query.to),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(aiGenerations)
      .where(where)
      .orderBy(desc(aiGenerations.createdAt), desc(aiGenerations.id))
      .limit(query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiGenerations)
      .where(where),
  ]);
  return {
    rows: rows.map((row): THistoryRow => ({
      id: row.id,
      source: 'generation',
      accountId: row.accountId,
      tool: row.tool,
      direction: 'input',
      text: row.prompt,
      resultUrl:
        row.status === JobStatus.DONE ? resultUrlOf(row.result as TStoredResult | null) : null,
      createdAt: row.createdAt,
    })),
    total: Number(count?.n ?? 0),
  };
};

function chatToolWhere(tool: string | undefined): SQL | undefined | false {
  if (tool === undefined) return undefined;
  if (tool === 'agent') return isNotNull(aiConversations.agentConfigId);
  if (tool === 'chat') return isNull(aiConversations.agentConfigId);
  return false;
}

async function pupilsWhoChatted(db: TDb, query: THistorySourceQuery): Promise<number[]> {
  const chatters = await db
    .selectDistinct({ accountId: aiConversations.accountId })
    .from(aiConversations)
    .where(
      and(
        eq(aiConversations.classId, query.classId),
        query.accountId === undefined ? undefined : eq(aiConversations.accountId, query.accountId),
      ),
    );
  const people = await accountsByIds(
    db,
    chatters.map((row) => row.accountId),
  );
  return [...people].filter(([, p]) => p.accountType === AccountType.STUDENT).map(([id]) => id);
}

export const chatHistory: THistorySource = async (db, query) => {
  const toolWhere = chatToolWhere(query.tool);
  if (toolWhere === false) return { rows: [], total: 0 };
  const pupils = await pupilsWhoChatted(db, query);
  if (pupils.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(aiConversations.classId, query.classId),
    inArray(aiConversations.accountId, pupils),
    toolWhere,
    query.from === undefined ? undefined : gte(aiConversationMessages.createdAt, query.from),
    query.to === undefined ? undefined : lt(aiConversationMessages.createdAt, query.to),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        message: aiConversationMessages,
        accountId: aiConversations.accountId,
        agentConfigId: aiConversations.agentConfigId,
      })
      .from(aiConversationMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiConversationMessages.conversationId))
      .where(where)
      .orderBy(desc(aiConversationMessages.createdAt), desc(aiConversationMessages.id))
      .limit(query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiConversationMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiConversationMessages.conversationId))
      .where(where),
  ]);
  return {
    rows: rows.map((row): THistoryRow => ({
      id: row.message.id,
      source: 'chat',
      accountId: row.accountId,
      tool: row.agentConfigId === null ? 'chat' : 'agent',
      direction: row.message.role === 'assistant' ? 'output' : 'input',
      text: row.message.content,
      resultUrl: null,
      createdAt: row.message.createdAt,
    })),
    total: Number(count?.n ?? 0),
  };
};
