import { z } from 'zod';
import {
  AI_PROVIDER_NAMES,
  DRAW_STYLES,
  MUSIC_INSTRUMENTS,
  MUSIC_MOODS,
  SMART_APP_KINDS,
} from '../constants/ai';
import { JobStatus } from '../constants/enums';
import { ZPageOf } from '../schemas/envelope';
import { AI_LOCKABLE_TOOLS, AI_TOOLS } from './ai-workshop-constants';

/** Responses of the AI workshop, AI points and class controls. */

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
    /** Binary glTF 2.0 (GLB, self-contained); results made before it are glTF JSON. */
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

/** A line drawing to colour (templateId of ai-draw-color/custom/add). */
export const ZAiColouringTemplate = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
});
export type TAiColouringTemplate = z.infer<typeof ZAiColouringTemplate>;
