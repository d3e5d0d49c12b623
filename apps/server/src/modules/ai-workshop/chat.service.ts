import {
  AI_POINT_RULE_LABELS,
  AccountType,
  AiAgentLimit,
  AiMessages,
  AiPointRuleType,
  AiWorkshopMessages,
  formatMessage,
  SafetyLimit,
  SafetyMessages,
  type TAiConversation,
  type TAiConversationInitBody,
  type TVoiceStyle,
} from '@haoduo/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { aiConversationMessages, aiConversations } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import { requireSchool } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import type { TAgentPersona, TChatMessage } from '../../providers/ai/ports';
import { balanceOf, chargePerson, refundCharge } from '../ai-points';
import { classDailyLimit } from '../ai-points';
import { costOf } from '../ai-points';
import { pupilBlockReason, refusalOf } from '../safety';
import { loadAgentFor, presentAgent, type TAgentRow } from './agents.service';
import { blockReason, findControl, stateOf } from './class-controls.service';
import { engineOf } from './generation-result';
import type { TWorkshop } from './workshop-context';
import { resolveCreator, subjectOf, type TCreator } from './workshop-policy';

/**
 * Chats with an agent (or the general language assistant): a conversation per chat, each
 * message charged by the agent (6) or language (11) rule before the answer streams, and
 * refunded when no answer could be given (a failure, or an engine with no answer to give).
 */

const ruleOf = (agent: TAgentRow | null) =>
  agent ? AiPointRuleType.AGENT : AiPointRuleType.LANGUAGE;

export function personaOf(agent: TAgentRow | null): TAgentPersona | undefined {
  if (!agent) return undefined;
  return {
    title: agent.title,
    prologue: agent.prologue,
    prompt: agent.prompt,
    quickCommands: agent.quickCommands,
  };
}

/** The assistant offline says plainly what it can do instead of promising stories. */
function greetingOf(agent: TAgentRow | null, offline: boolean): string {
  if (!agent && offline) return `你好！${AiMessages.OFFLINE_ASSISTANT_HELP}`;
  if (!agent) return AiWorkshopMessages.ASSISTANT_GREETING;
  return agent.prologue || formatMessage(AiWorkshopMessages.AGENT_GREETING, { title: agent.title });
}

export async function initConversation(
  w: TWorkshop,
  auth: TAuth | null,
  body: TAiConversationInitBody,
): Promise<TAiConversation> {
  const { db, registry } = w;
  const agent =
    body.agentConfigId === undefined
      ? null
      : await loadAgentFor(db, auth, body.agentConfigId, 'view');
  const classId = body.classId ?? agent?.agent.classId ?? undefined;
  const creator = await resolveCreator(db, auth, agent ? 'agent' : 'language', classId);
  // Reopening: the caller's own earlier conversation with the same agent (404/403 otherwise).
  const earlier =
    body.conversationId === undefined
      ? null
      : await loadConversation(db, auth, body.conversationId);
  const [conversation] =
    earlier && earlier.agentConfigId === (agent?.agent.id ?? null)
      ? [earlier]
      : await db
          .insert(aiConversations)
          .values({
            userId: creator.userId,
            accountId: creator.accountId,
            schoolId: creator.schoolId,
            classId: creator.cls?.id ?? null,
            agentConfigId: agent?.agent.id ?? null,
          })
          .returning();
  const chat = await registry.port('chat');
  const prologue = greetingOf(agent?.agent ?? null, chat.info.offline);
  const voiceStyle = (agent?.agent.voiceStyle ?? 'gentle') as TVoiceStyle;
  const speech = (await registry.port('speech')).plan({ text: prologue, voiceStyle });
  return {
    conversationId: conversation!.id,
    agent: agent ? presentAgent(agent, creator.userId) : null,
    prologue,
    quickCommands: agent?.agent.quickCommands ?? [],
    speech: { mode: speech.mode, voiceStyle: speech.voiceStyle, utterances: speech.utterances },
    cost: await costOf(db, ruleOf(agent?.agent ?? null)),
    points: (await balanceOf(db, creator.schoolId, creator.accountId)).points,
    engine: engineOf(chat.info),
  };
}

export interface TPreparedChat {
  conversationId: number;
  agent: TAgentRow | null;
  history: TChatMessage[];
  creator: TCreator;
  ruleType: number;
  /** The charge to give back if no answer comes (null when free). */
  charge: { pointAccountId: number; points: number } | null;
  balance: number;
  /** A disclosure: the caring answer to send instead of the engine's (nothing charged). */
  caring: string | null;
}

/** The messages before a disclosure, oldest first, for the teacher's alert. */
function contextOf(earlier: { role: string; content: string; createdAt: Date }[]) {
  return earlier
    .slice(0, SafetyLimit.CONTEXT_MESSAGES)
    .reverse()
    .map((m) => ({
      role: m.role === 'assistant' ? ('assistant' as const) : ('pupil' as const),
      text: m.content,
      at: m.createdAt.toISOString(),
    }));
}

/** The pupil may be at risk: keep their message, answer with care, charge nothing. */
async function caringChat(
  w: TWorkshop,
  input: { conversationId: number; agent: TAgentRow | null; creator: TCreator; message: string },
): Promise<TPreparedChat> {
  await w.db.insert(aiConversationMessages).values({
    conversationId: input.conversationId,
    role: 'user',
    content: input.message,
  });
  return {
    conversationId: input.conversationId,
    agent: input.agent,
    history: [],
    creator: input.creator,
    ruleType: ruleOf(input.agent),
    charge: null,
    balance: (await balanceOf(w.db, input.creator.schoolId, input.creator.accountId)).points,
    caring: SafetyMessages.CARING_ANSWER,
  };
}

async function loadConversation(db: TDb, auth: TAuth | null, id: number) {
  const me = requireSchool(auth);
  const [conversation] = await db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.id, id))
    .limit(1);
  if (!conversation) throw notFound(AiWorkshopMessages.CONVERSATION_NOT_FOUND);
  if (conversation.userId !== me.userId || conversation.schoolId !== me.schoolId) throw forbidden();
  return conversation;
}

/** Everything before the answer streams: checks, moderation, then charge and the message. */
export async function prepareChat(
  w: TWorkshop,
  auth: TAuth | null,
  body: { conversationId: number; message: string },
): Promise<TPreparedChat> {
  const { db } = w;
  const conversation = await loadConversation(db, auth, body.conversationId);
  const agent =
    conversation.agentConfigId === null
      ? null
      : (await loadAgentFor(db, auth, conversation.agentConfigId, 'view')).agent;
  const creator = await resolveCreator(
    db,
    auth,
    agent ? 'agent' : 'language',
    conversation.classId ?? undefined,
  );
  const pupilClass = creator.accountType === AccountType.STUDENT ? creator.cls : null;
  if (pupilClass) {
    const blocked = await pupilBlockReason(db, pupilClass.id, creator.accountId, 'agent');
    if (blocked) throw forbidden(blocked);
  }
  const earlier = await db
    .select({
      role: aiConversationMessages.role,
      content: aiConversationMessages.content,
      createdAt: aiConversationMessages.createdAt,
    })
    .from(aiConversationMessages)
    .where(eq(aiConversationMessages.conversationId, conversation.id))
    .orderBy(desc(aiConversationMessages.id))
    .limit(AiAgentLimit.HISTORY_TURNS * 2);
  // A refused message is kept for the pupil's teachers by the gate; a disclosure alerts them.
  const checked = await w.safety.checkText(subjectOf(creator), body.message, {
    tool: agent ? 'agent' : 'chat',
    direction: 'input',
    context: contextOf(earlier),
  });
  if (checked.alert) {
    return caringChat(w, {
      conversationId: conversation.id,
      agent,
      creator,
      message: body.message,
    });
  }
  if (!checked.allowed) throw refusalOf(checked);

  const ruleType = ruleOf(agent);
  const cost = await costOf(db, ruleType);
  const dailyLimit = pupilClass ? await classDailyLimit(db, pupilClass) : null;

  const charged = await db.transaction(async (tx) => {
    if (pupilClass) {
      const blocked = blockReason(
        stateOf(await findControl(tx, pupilClass.id, { lock: true })),
        'agent',
      );
      if (blocked) throw forbidden(blocked);
    }
    const charge = await chargePerson(tx, {
      schoolId: creator.schoolId,
      accountId: creator.accountId,
      classId: creator.cls?.id ?? null,
      ruleType,
      cost,
      reason: formatMessage(AiWorkshopMessages.REASON_CHAT, {
        tool: AI_POINT_RULE_LABELS[ruleType],
      }),
      dailyLimit,
    });
    await tx.insert(aiConversationMessages).values({
      conversationId: conversation.id,
      role: 'user',
      content: body.message,
    });
    await tx
      .update(aiConversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(aiConversations.id, conversation.id));
    return charge;
  });
  return {
    conversationId: conversation.id,
    agent,
    caring: null,
    history: earlier
      .reverse()
      .map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content })),
    creator,
    ruleType,
    charge:
      cost > 0 && charged.pointAccountId !== null
        ? { pointAccountId: charged.pointAccountId, points: cost }
        : null,
    balance: charged.balance,
  };
}

/** Keep the answer (`care`: the caring answer to a pupil at risk); returns its message id. */
export async function saveAnswer(
  db: TDb,
  conversationId: number,
  text: string,
  care = false,
): Promise<number> {
  const [row] = await db
    .insert(aiConversationMessages)
    .values({ conversationId, role: 'assistant', content: text, care })
    .returning({ id: aiConversationMessages.id });
  return row!.id;
}

/**
 * No answer came (or the engine had none to give): give the message's points back, once;
 * returns the balance.
 */
export async function refundChat(
  db: TDb,
  chat: TPreparedChat,
  reason: string = AiWorkshopMessages.REASON_CHAT_REFUND,
): Promise<number> {
  if (!chat.charge) return chat.balance;
  const after = await db.transaction((tx) =>
    refundCharge(tx, {
      pointAccountId: chat.charge!.pointAccountId,
      points: chat.charge!.points,
      ruleType: chat.ruleType,
      classId: chat.creator.cls?.id ?? null,
      reason: formatMessage(reason, {
        tool: AI_POINT_RULE_LABELS[chat.ruleType as keyof typeof AI_POINT_RULE_LABELS],
      }),
    }),
  );
  chat.charge = null;
  chat.balance = after ?? chat.balance;
  return chat.balance;
}

/** A conversation's messages, oldest first (its owner). */
export async function conversationMessages(db: TDb, auth: TAuth | null, id: number) {
  const conversation = await loadConversation(db, auth, id);
  const rows = await db
    .select()
    .from(aiConversationMessages)
    .where(and(eq(aiConversationMessages.conversationId, conversation.id)))
    .orderBy(aiConversationMessages.id);
  return rows.map((row) => ({
    id: row.id,
    role: row.role === 'assistant' ? ('assistant' as const) : ('user' as const),
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(row.care ? { care: true } : {}),
  }));
}
