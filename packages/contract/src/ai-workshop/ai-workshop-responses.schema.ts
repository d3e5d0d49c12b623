import { z } from 'zod';
import {
  AI_CAPABILITIES,
  AI_PROVIDER_NAMES,
  DRAW_STYLES,
  MUSIC_INSTRUMENTS,
  MUSIC_MOODS,
  SMART_APP_KINDS,
  VOICE_STYLES,
} from '../constants/ai';
import { JobStatus } from '../constants/enums';
import { ZPageOf } from '../schemas/envelope';
import { AI_LOCKABLE_TOOLS, AI_TOOLS } from './ai-workshop-constants';

/** Responses of the AI workshop, AI points and class controls (issue 6). */

const JOB_STATUSES = Object.values(JobStatus) as [
  (typeof JobStatus)[keyof typeof JobStatus],
  ...(typeof JobStatus)[keyof typeof JobStatus][],
];

/** Who made a result: pages say plainly when the offline engine made it. */
export const ZAiEngine = z.object({
  provider: z.enum(AI_PROVIDER_NAMES),
  engine: z.string(),
  offline: z.boolean(),
  notice: z.string(),
  fallbackReason: z.string().nullable(),
});
export type TAiEngine = z.infer<typeof ZAiEngine>;

const ZScene = z.object({
  subjects: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      count: z.number().int(),
      colour: z.string().nullable(),
    }),
  ),
  place: z.string().nullable(),
  timeOfDay: z.string(),
  weather: z.string().nullable(),
  style: z.enum(DRAW_STYLES),
  defaulted: z.boolean(),
});

const ZRegion = z.object({
  id: z.number().int(),
  area: z.number(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  seedPoint: z.tuple([z.number(), z.number()]),
  suggestedColour: z.string(),
});

/**
 * The result of a finished generation, by tool. URLs point at /api/ai-files/<key>
 * (unguessable keys; no signature needed, so <img>, <audio> and <video> load them).
 * Lists leave out the heavy parts (`html`, `regions`); the detail call has them.
 */
export const ZAiJobResult = z.discriminatedUnion('tool', [
  z.object({
    tool: z.literal('draw'),
    imageUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    scene: ZScene.nullable(),
    engine: ZAiEngine,
  }),
  z.object({
    tool: z.literal('draw-color'),
    mode: z.enum(['line', 'auto']),
    imageUrl: z.string(),
    title: z.string(),
    /** Automatic colouring: the colours used. */
    palette: z.array(z.string()).nullable(),
    /**
     * Line drawings: a PNG whose pixel colour is the region id (id = r + 256 * g; 0 = a
     * line), and the regions with a seed point and a suggested colour, for click-to-fill.
     */
    labelsUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    regions: z.array(ZRegion).nullable().optional(),
    engine: ZAiEngine,
  }),
  z.object({
    tool: z.literal('music'),
    audioUrl: z.string(),
    midiUrl: z.string(),
    durationSeconds: z.number(),
    mood: z.enum(MUSIC_MOODS),
    tempo: z.number(),
    instrument: z.enum(MUSIC_INSTRUMENTS),
    key: z.string(),
    engine: ZAiEngine,
  }),
  z.object({
    tool: z.literal('video'),
    videoUrl: z.string(),
    posterUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    durationSeconds: z.number(),
    engine: ZAiEngine,
  }),
  z.object({
    tool: z.literal('code'),
    /** The app as a file (served sandboxed); run `html` in a sandboxed iframe (srcdoc). */
    htmlUrl: z.string(),
    html: z.string().optional(),
    kind: z.enum(SMART_APP_KINDS),
    title: z.string(),
    engine: ZAiEngine,
  }),
  z.object({
    tool: z.literal('model3d'),
    /** glTF 2.0 JSON with its buffer embedded. */
    modelUrl: z.string(),
    subjects: z.array(z.string()),
    engine: ZAiEngine,
  }),
]);
export type TAiJobResult = z.infer<typeof ZAiJobResult>;

/** The options a generation was asked with (style, mood, seconds...), as sent. */
export const ZAiJobOptions = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
);

/** One generation (a persisted job): its prompt, status, cost and result. */
export const ZAiJob = z.object({
  id: z.number().int(),
  tool: z.enum(AI_TOOLS),
  aiPointConfigRuleType: z.number().int(),
  status: z.enum(JOB_STATUSES),
  prompt: z.string(),
  options: ZAiJobOptions,
  seed: z.number().int(),
  /** Points charged (0 when refused or free). */
  points: z.number().int(),
  /** The charge came back because the generation failed. */
  refunded: z.boolean(),
  /** Refused by the moderation for minors before it ran (nothing was charged). */
  refused: z.boolean(),
  errorMessage: z.string().nullable(),
  result: ZAiJobResult.nullable(),
  collected: z.boolean(),
  /** The generation this one retried (resubmit). */
  resubmitOfId: z.number().int().nullable(),
  classId: z.number().int().nullable(),
  /** Generations waiting before this one (queued only). */
  queuePosition: z.number().int().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TAiJob = z.infer<typeof ZAiJob>;

export const ZAiJobPage = ZPageOf(ZAiJob);

/** The answer of `add` and `resubmit`: the queued job, its cost and the points left. */
export const ZAiJobAdded = z.object({
  job: ZAiJob,
  cost: z.number().int(),
  points: z.number().int(),
});
export type TAiJobAdded = z.infer<typeof ZAiJobAdded>;

/** A generation with its maker (teachers' and staff's lists). */
export const ZAiJobWithAuthor = ZAiJob.extend({
  accountUserId: z.number().int().nullable(),
  authorName: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  className: z.string().nullable(),
});
export type TAiJobWithAuthor = z.infer<typeof ZAiJobWithAuthor>;
export const ZAiJobWithAuthorPage = ZPageOf(ZAiJobWithAuthor);

/** Pupils of a class whose drawings failed or were refused (draw-pic-error-student). */
export const ZAiDrawErrorStudent = z.object({
  accountUserId: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  failedCount: z.number().int(),
  refusedCount: z.number().int(),
  lastErrorMessage: z.string().nullable(),
  lastPrompt: z.string(),
  lastFailedAt: z.string(),
});
export type TAiDrawErrorStudent = z.infer<typeof ZAiDrawErrorStudent>;

// ---------- class controls ----------

export const ZAiClassControl = z.object({
  classId: z.number().int(),
  courseClassName: z.string(),
  paused: z.boolean(),
  lockedTools: z.array(z.enum(AI_LOCKABLE_TOOLS)),
  lessonRequired: z.boolean(),
  lessonOpen: z.boolean(),
  lessonOpenUntil: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TAiClassControl = z.infer<typeof ZAiClassControl>;

/** What a pupil's page polls (every AI_CONTROL_POLL_SECONDS). */
export const ZAiClassStatus = z.object({
  classId: z.number().int(),
  paused: z.boolean(),
  lockedTools: z.array(z.enum(AI_LOCKABLE_TOOLS)),
  lessonRequired: z.boolean(),
  lessonOpen: z.boolean(),
  canGenerate: z.boolean(),
  /** Why generation is blocked (Chinese), or the all-clear. */
  message: z.string(),
  pollSeconds: z.number().int(),
});
export type TAiClassStatus = z.infer<typeof ZAiClassStatus>;

// ---------- points ----------

export const ZAiPointRule = z.object({
  aiPointConfigRuleType: z.number().int(),
  points: z.number().int(),
  label: z.string(),
});
export type TAiPointRule = z.infer<typeof ZAiPointRule>;

export const ZAiPointCheck = z.object({
  aiPointConfigRuleType: z.number().int(),
  /** What one generation costs. */
  cost: z.number().int(),
  /** The caller's balance now. */
  points: z.number().int(),
  /** The balance after one generation (never below zero). */
  remainingAfter: z.number().int(),
  enough: z.boolean(),
  dailyLimit: z.number().int().nullable(),
  todaySpent: z.number().int(),
  /** Why it cannot run (Chinese), or null. */
  message: z.string().nullable(),
});
export type TAiPointCheck = z.infer<typeof ZAiPointCheck>;

export const ZAiPointRecord = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  ownerType: z.number().int(),
  ownerName: z.string(),
  accountType: z.number().int().nullable(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  pointType: z.number().int(),
  pointTypeLabel: z.string(),
  aiPointConfigRuleType: z.number().int().nullable(),
  /** The change: positive in, negative out. */
  points: z.number().int(),
  /** The balance after the change. */
  balance: z.number().int(),
  reason: z.string(),
  jobId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TAiPointRecord = z.infer<typeof ZAiPointRecord>;
export const ZAiPointRecordPage = ZPageOf(ZAiPointRecord);

/** The caller's own points (custom detail). */
export const ZAiPointMine = z.object({
  accountId: z.number().int().nullable(),
  points: z.number().int(),
  todaySpent: z.number().int(),
  records: z.array(ZAiPointRecord),
});
export type TAiPointMine = z.infer<typeof ZAiPointMine>;

/** The header's points (works/custom/ai-point/account-detail). */
export const ZAiPointHeader = z.object({
  accountId: z.number().int().nullable(),
  points: z.number().int(),
});

export const ZAiPointAccount = z.object({
  id: z.number().int(),
  ownerType: z.number().int(),
  ownerTypeLabel: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** The person's school account (teacher or pupil), for personal accounts. */
  accountUserId: z.number().int().nullable(),
  accountType: z.number().int().nullable(),
  name: z.string(),
  points: z.number().int(),
  dailyLimit: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type TAiPointAccount = z.infer<typeof ZAiPointAccount>;
export const ZAiPointAccountPage = ZPageOf(ZAiPointAccount);
export const ZAiPointAccountDetail = ZAiPointAccount.extend({
  records: z.array(ZAiPointRecord),
});

/** A class's budget and its pupils' points (the teacher's page). */
export const ZAiClassPoints = z.object({
  classId: z.number().int(),
  courseClassName: z.string(),
  points: z.number().int(),
  dailyLimit: z.number().int().nullable(),
  pupils: z.array(
    z.object({
      accountUserId: z.number().int(),
      name: z.string(),
      username: z.string().nullable(),
      points: z.number().int(),
      todaySpent: z.number().int(),
    }),
  ),
});
export type TAiClassPoints = z.infer<typeof ZAiClassPoints>;

export const ZAiPointCode = z.object({
  id: z.number().int(),
  code: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  points: z.number().int(),
  reason: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  usedByName: z.string().nullable(),
});
export const ZAiPointCodePage = ZPageOf(ZAiPointCode);

// ---------- agents and chats ----------

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
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
});
export type TAiChatMessage = z.infer<typeof ZAiChatMessage>;

/** The `done` event of the chat stream. */
export const ZAiChatDone = z.object({
  messageId: z.number().int(),
  points: z.number().int(),
  engine: ZAiEngine,
  speech: ZAiSpeechPlan,
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
