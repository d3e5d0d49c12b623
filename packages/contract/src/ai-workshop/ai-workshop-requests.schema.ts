import { z } from 'zod';
import {
  AI_PROMPT_MAX_LENGTH,
  DRAW_STYLES,
  MUSIC_INSTRUMENTS,
  MUSIC_MOODS,
  MUSIC_SECONDS,
  MUSIC_TEMPO,
  SMART_APP_KINDS,
  VIDEO_SECONDS,
  VOICE_STYLES,
} from '../constants/ai';
import { JobStatus, type TJobStatus } from '../constants/enums';
import { ZId, ZPageQuery } from '../common/fields';
import { AiMessages } from '../messages/ai-messages';
import { Messages } from '../messages/messages';
import { ZOptionalId, ZOptionalKeyword } from '../schemas/query-fields';
import { ZBodyId } from '../works/works-requests.schema';
import {
  AI_LESSON_MINUTES,
  AI_LOCKABLE_TOOLS,
  AI_TOOLS,
  AI_VIDEO_CAPTION_MAX,
  AI_VIDEO_IMAGES_MAX,
  AiAgentLimit,
} from './ai-workshop-constants';
import { AiWorkshopMessages as M } from './ai-workshop-messages';
import { int, optionalChoice, ZOptionalTime } from './ai-fields';

/** Requests of the AI workshop: generations, class controls, agents and chats. */

export const ZAiPrompt = z
  .string({ error: AiMessages.PROMPT_REQUIRED })
  .trim()
  .min(1, AiMessages.PROMPT_REQUIRED)
  .max(AI_PROMPT_MAX_LENGTH, AiMessages.PROMPT_TOO_LONG);

/** Same prompt and seed, same picture (offline engines); absent: a new seed each time. */
const ZSeed = int(0, 2_147_483_647).optional();

/** The class the pupil creates in (the current course class); absent: their first class that has the tool. */
/** The class, the seed, and the course lesson the tool was opened from (its hand-in). */
const common = { classId: ZBodyId.optional(), seed: ZSeed, lessonId: ZBodyId.optional() };

export const ZAiDrawAddBody = z.object({
  prompt: ZAiPrompt,
  style: z.enum(DRAW_STYLES, { error: M.OPTION_INVALID }).optional(),
  ...common,
});
export type TAiDrawAddBody = z.infer<typeof ZAiDrawAddBody>;

export const ZAiDrawColorAddBody = z
  .object({
    /** line: a line drawing to colour by hand (with its region map); auto: coloured by the AI. */
    mode: z.enum(['line', 'auto'], { error: M.OPTION_INVALID }).default('auto'),
    prompt: ZAiPrompt.optional(),
    templateId: z
      .string({ error: Messages.FIELD_WRONG_TYPE })
      .trim()
      .min(1, M.TEMPLATE_NOT_FOUND)
      .max(40, M.TEMPLATE_NOT_FOUND)
      .optional(),
    /** Mood or colour words for the automatic colouring, e.g. 温暖的黄色和橙色. */
    palettePrompt: z
      .string({ error: Messages.FIELD_WRONG_TYPE })
      .trim()
      .max(100, Messages.FIELD_TOO_LONG)
      .optional(),
    ...common,
  })
  .refine((body) => body.prompt !== undefined || body.templateId !== undefined, {
    message: M.PROMPT_OR_TEMPLATE_REQUIRED,
    path: ['prompt'],
  });
export type TAiDrawColorAddBody = z.infer<typeof ZAiDrawColorAddBody>;

export const ZAiMusicAddBody = z.object({
  prompt: ZAiPrompt,
  mood: z.enum(MUSIC_MOODS, { error: M.OPTION_INVALID }).optional(),
  tempo: int(MUSIC_TEMPO.MIN, MUSIC_TEMPO.MAX, M.OPTION_INVALID).optional(),
  instrument: z.enum(MUSIC_INSTRUMENTS, { error: M.OPTION_INVALID }).optional(),
  seconds: int(MUSIC_SECONDS.MIN, MUSIC_SECONDS.MAX, M.OPTION_INVALID).optional(),
  ...common,
});
export type TAiMusicAddBody = z.infer<typeof ZAiMusicAddBody>;

/** A picture for a video: a generated result (/api/ai-files/...) or the pupil's upload (/api/media/...). */
export const ZAiInputImageUrl = z
  .string({ error: M.INPUT_IMAGE_NOT_USABLE })
  .trim()
  .max(300, M.INPUT_IMAGE_NOT_USABLE)
  .regex(/^\/api\/(ai-files|media)\/[A-Za-z0-9][A-Za-z0-9/_.-]*(\?[A-Za-z0-9=&_.-]*)?$/, {
    message: M.INPUT_IMAGE_NOT_USABLE,
  });

export const ZAiVideoAddBody = z.object({
  prompt: ZAiPrompt,
  seconds: int(VIDEO_SECONDS.MIN, VIDEO_SECONDS.MAX, M.OPTION_INVALID).optional(),
  style: z.enum(DRAW_STYLES, { error: M.OPTION_INVALID }).optional(),
  captions: z
    .array(
      z
        .string({ error: Messages.FIELD_WRONG_TYPE })
        .trim()
        .max(AI_VIDEO_CAPTION_MAX, M.CAPTION_TOO_LONG),
    )
    .max(AI_VIDEO_IMAGES_MAX, M.TOO_MANY_IMAGES)
    .optional(),
  imageUrls: z.array(ZAiInputImageUrl).max(AI_VIDEO_IMAGES_MAX, M.TOO_MANY_IMAGES).optional(),
  ...common,
});
export type TAiVideoAddBody = z.infer<typeof ZAiVideoAddBody>;

export const ZAiCodeAddBody = z.object({
  prompt: ZAiPrompt,
  kind: z.enum(SMART_APP_KINDS, { error: M.OPTION_INVALID }).optional(),
  ...common,
});
export type TAiCodeAddBody = z.infer<typeof ZAiCodeAddBody>;

export const ZAiModel3dAddBody = z.object({ prompt: ZAiPrompt, ...common });
export type TAiModel3dAddBody = z.infer<typeof ZAiModel3dAddBody>;

export const ZAiJobIdBody = z.object({ id: ZBodyId });
export const ZAiJobIdQuery = z.object({ id: ZId });

export const ZAiToMediaBody = z.object({
  id: ZBodyId,
  /** Which file of the result: the main one (default), or the video's poster. */
  file: z.enum(['main', 'poster'], { error: M.OPTION_INVALID }).default('main'),
});

const JOB_STATUSES = Object.values(JobStatus) as [TJobStatus, ...TJobStatus[]];

export const ZAiHistoryQuery = ZPageQuery.extend({ status: optionalChoice(JOB_STATUSES) });
export type TAiHistoryQuery = z.infer<typeof ZAiHistoryQuery>;

export const ZAiJobMngQuery = ZPageQuery.extend({
  schoolId: ZOptionalId,
  classId: ZOptionalId,
  tool: optionalChoice(AI_TOOLS),
  status: optionalChoice(JOB_STATUSES),
  keyword: ZOptionalKeyword,
  startTm: ZOptionalTime,
  endTm: ZOptionalTime,
});
export type TAiJobMngQuery = z.infer<typeof ZAiJobMngQuery>;

/** A teacher's view of the AI history of a class's pupils (one pupil with accountId). */
export const ZAiClassHistoryQuery = ZPageQuery.extend({
  classId: ZId,
  accountId: ZOptionalId,
  tool: optionalChoice(AI_TOOLS),
});
export type TAiClassHistoryQuery = z.infer<typeof ZAiClassHistoryQuery>;

export const ZAiClassIdQuery = z.object({ classId: ZId });

/**
 * GET ai-class-control/custom/status. Without `classId` (a pupil who has not chosen a current
 * class) the status is of the class a job of `tool` (default draw) would use: the pupil's
 * first class with the tool, as `add` picks it.
 */
export const ZAiClassStatusQuery = z.object({
  classId: ZOptionalId,
  tool: optionalChoice(AI_LOCKABLE_TOOLS),
});
export type TAiClassStatusQuery = z.infer<typeof ZAiClassStatusQuery>;

// ---------- class controls ----------

export const ZAiClassControlSetBody = z.object({
  classId: ZBodyId,
  paused: z.boolean({ error: Messages.FIELD_WRONG_TYPE }).optional(),
  lockedTools: z
    .array(z.enum(AI_LOCKABLE_TOOLS, { error: M.OPTION_INVALID }))
    .max(AI_LOCKABLE_TOOLS.length)
    .transform((tools) => [...new Set(tools)])
    .optional(),
  /** Primary grades: generation only while the teacher has a lesson open. */
  lessonRequired: z.boolean({ error: Messages.FIELD_WRONG_TYPE }).optional(),
});
export type TAiClassControlSetBody = z.infer<typeof ZAiClassControlSetBody>;

export const ZAiLessonOpenBody = z.object({
  classId: ZBodyId,
  minutes: int(AI_LESSON_MINUTES.MIN, AI_LESSON_MINUTES.MAX, Messages.FIELD_INVALID_VALUE).default(
    AI_LESSON_MINUTES.DEFAULT,
  ),
});
export const ZAiClassIdBody = z.object({ classId: ZBodyId });

// ---------- agents and chats ----------

const agentText = (max: number) =>
  z.string({ error: Messages.FIELD_WRONG_TYPE }).trim().max(max, M.AGENT_TEXT_TOO_LONG);

export const ZQuickCommand = z.object({
  name: z
    .string({ error: M.QUICK_COMMAND_NAME_REQUIRED })
    .trim()
    .min(1, M.QUICK_COMMAND_NAME_REQUIRED)
    .max(AiAgentLimit.QUICK_COMMAND_NAME_MAX, M.AGENT_TEXT_TOO_LONG),
  content: agentText(AiAgentLimit.QUICK_COMMAND_CONTENT_MAX).default(''),
});

const agentFields = {
  title: z
    .string({ error: M.AGENT_TITLE_REQUIRED })
    .trim()
    .min(1, M.AGENT_TITLE_REQUIRED)
    .max(AiAgentLimit.TITLE_MAX, M.AGENT_TITLE_TOO_LONG),
  prologue: agentText(AiAgentLimit.PROLOGUE_MAX).default(''),
  prompt: agentText(AiAgentLimit.PROMPT_MAX).default(''),
  quickCommands: z
    .array(ZQuickCommand)
    .max(AiAgentLimit.QUICK_COMMANDS_MAX, M.QUICK_COMMANDS_TOO_MANY)
    .default([]),
  voiceStyle: z.enum(VOICE_STYLES, { error: M.OPTION_INVALID }).default('gentle'),
  iconImageUrl: ZAiInputImageUrl.nullable().default(null),
  /** A teacher's agent for a class: its pupils can chat with it. */
  classId: ZBodyId.nullable().default(null),
};

export const ZAiAgentAddBody = z.object(agentFields);
export type TAiAgentAddBody = z.infer<typeof ZAiAgentAddBody>;
export const ZAiAgentEditBody = z.object({ id: ZBodyId, ...agentFields });
export type TAiAgentEditBody = z.infer<typeof ZAiAgentEditBody>;

export const ZAiAgentListQuery = ZPageQuery.extend({
  classId: ZOptionalId,
  keyword: ZOptionalKeyword,
});
export type TAiAgentListQuery = z.infer<typeof ZAiAgentListQuery>;

export const ZAiConversationInitBody = z.object({
  /** Chat with this agent; absent: the general language assistant. */
  agentConfigId: ZBodyId.optional(),
  classId: ZBodyId.optional(),
  /**
   * Reopen this earlier conversation of the caller with the same agent (its messages: GET
   * messages); another agent's, or none: a new conversation.
   */
  conversationId: ZBodyId.optional(),
});
export type TAiConversationInitBody = z.infer<typeof ZAiConversationInitBody>;

export const ZAiChatBody = z.object({
  conversationId: ZBodyId,
  message: z
    .string({ error: M.MESSAGE_REQUIRED })
    .trim()
    .min(1, M.MESSAGE_REQUIRED)
    .max(AiAgentLimit.MESSAGE_MAX, M.MESSAGE_TOO_LONG),
});
export type TAiChatBody = z.infer<typeof ZAiChatBody>;

export const ZAiConversationQuery = z.object({ conversationId: ZId });

/** A generated file: its storage key (the rest of the path), and `download` to save it. */
export const ZAiFileParams = z.object({ key: z.string() });
export const ZAiFileQuery = z.object({ download: z.string().optional() });
