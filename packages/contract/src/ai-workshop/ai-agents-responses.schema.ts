import { z } from 'zod';
import { AI_CAPABILITIES, VOICE_STYLES } from '../constants/ai';
import { ZPageOf } from '../schemas/envelope';
import { AiChatRole } from './ai-workshop-constants';
import { ZAiEngine } from './ai-workshop-responses.schema';

/** Responses of agents and chats, and of the workshop's options. */

export const ZAiQuickCommandOut = z.object({ name: z.string(), content: z.string() });

export const ZAiAgentConfig = z.object({
  id: z.number().int(),
  title: z.string(),
  prologue: z.string(),
  prompt: z.string(),
  quickCommands: z.array(ZAiQuickCommandOut),
  voiceStyle: z.enum(VOICE_STYLES),
  iconImageUrl: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  authorName: z.string(),
  /** The caller made it (may edit). */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAiAgentConfig = z.infer<typeof ZAiAgentConfig>;
export const ZAiAgentConfigPage = ZPageOf(ZAiAgentConfig);

/** How the browser speaks a text (Web Speech API), from the speech port. */
export const ZAiSpeechPlan = z.object({
  mode: z.literal('browser'),
  voiceStyle: z.enum(VOICE_STYLES),
  utterances: z.array(
    z.object({
      text: z.string(),
      lang: z.string(),
      rate: z.number(),
      pitch: z.number(),
      volume: z.number(),
      voiceHints: z.array(z.string()),
      pauseAfterMs: z.number(),
    }),
  ),
});

export const ZAiConversation = z.object({
  conversationId: z.number().int(),
  agent: ZAiAgentConfig.nullable(),
  /** The first message the page shows (the agent's prologue, or the assistant's greeting). */
  prologue: z.string(),
  quickCommands: z.array(ZAiQuickCommandOut),
  speech: ZAiSpeechPlan,
  /** Points one message costs, and the caller's balance. */
  cost: z.number().int(),
  points: z.number().int(),
  engine: ZAiEngine,
});
export type TAiConversation = z.infer<typeof ZAiConversation>;

export const ZAiChatMessage = z.object({
  id: z.number().int(),
  role: z.enum([AiChatRole.USER, AiChatRole.ASSISTANT]),
  content: z.string(),
  createdAt: z.string(),
  /** The caring answer to a pupil who may be at risk (a trusted adult, the help lines). */
  care: z.boolean().optional(),
});
export type TAiChatMessage = z.infer<typeof ZAiChatMessage>;

/** The `done` event of the chat stream. */
export const ZAiChatDone = z.object({
  messageId: z.number().int(),
  points: z.number().int(),
  /**
   * False when the engine had no answer to give (the offline assistant cannot answer it, or
   * only greeted or explained itself): the message was not charged, and pages do not
   * celebrate it.
   */
  answered: z.boolean(),
  engine: ZAiEngine,
  speech: ZAiSpeechPlan,
  /**
   * True when the answer is the caring answer to a pupil who may be at risk (their teachers
   * were alerted): pages show it warmly with the help lines. Absent otherwise.
   */
  care: z.boolean().optional(),
});
export type TAiChatDone = z.infer<typeof ZAiChatDone>;

/** A chat message of a class's pupil, for the class's teachers. */
export const ZAiClassChatMessage = ZAiChatMessage.extend({
  conversationId: z.number().int(),
  accountUserId: z.number().int(),
  authorName: z.string(),
  agentTitle: z.string().nullable(),
});
export type TAiClassChatMessage = z.infer<typeof ZAiClassChatMessage>;
export const ZAiClassChatPage = ZPageOf(ZAiClassChatMessage);

/** Which engine answers each capability now (pages say when it is the offline one). */
export const ZAiEngineStatus = ZAiEngine.extend({ capability: z.enum(AI_CAPABILITIES) });
export type TAiEngineStatus = z.infer<typeof ZAiEngineStatus>;

/** An agent's voice style, with what it sounds like. */
export const ZAiVoiceStyle = z.object({
  id: z.enum(VOICE_STYLES),
  label: z.string(),
  description: z.string(),
});
