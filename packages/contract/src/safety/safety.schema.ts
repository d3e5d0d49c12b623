import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZPageOf } from '../schemas/envelope';
import { ZDate, ZOptionalId } from '../schemas/query-fields';
import { ZBodyId } from '../works/works-requests.schema';
import { emptyToUndefined, optionalChoice } from '../ai-workshop/ai-fields';
import {
  SAFETY_ALERT_KINDS,
  SAFETY_ALERT_SEVERITIES,
  SAFETY_ALERT_STATUSES,
  SAFETY_DIRECTIONS,
  SAFETY_GALLERY_KINDS,
  SAFETY_HISTORY_FLAGS,
  SAFETY_HISTORY_SOURCES,
  SAFETY_PUPIL_LOCKABLE_TOOLS,
  SAFETY_STRICTNESS,
  SAFETY_TOOLS,
  SafetyLimit,
} from './safety-constants';
import { SafetyMessages as M } from './safety-messages';

/** Requests and answers of the safety of minors: history, alerts, rules, pupil controls. */

const ZOptionalDate = z.preprocess(emptyToUndefined, ZDate(M.DATE_INVALID).optional());

// ---------- rules ----------

const ZWord = z
  .string({ error: Messages.FIELD_WRONG_TYPE })
  .trim()
  .min(1, Messages.FIELD_WRONG_TYPE)
  .max(SafetyLimit.WORD_MAX_LENGTH, M.WORD_TOO_LONG);

const ZWordList = z
  .array(ZWord, { error: Messages.FIELD_WRONG_TYPE })
  .max(SafetyLimit.WORDS_MAX, M.WORDS_TOO_MANY)
  .transform((words) => [...new Set(words)]);

const ZStrictness = z.enum(SAFETY_STRICTNESS, { error: Messages.FIELD_INVALID_VALUE });

const ZRefusalMessage = z
  .string({ error: Messages.FIELD_WRONG_TYPE })
  .trim()
  .max(SafetyLimit.REFUSAL_MESSAGE_MAX, M.REFUSAL_MESSAGE_TOO_LONG)
  .transform((text) => (text === '' ? null : text))
  .nullable();

const ZGalleryKinds = z
  .array(z.enum(SAFETY_GALLERY_KINDS, { error: Messages.FIELD_INVALID_VALUE }))
  .max(SAFETY_GALLERY_KINDS.length)
  .transform((kinds) => [...new Set(kinds)]);

/** A school's rules, or the rules in force for a class (school's with the class's on top). */
export const ZSafetyRules = z.object({
  /** Words refused besides the platform's list (this school or class only). */
  blockedWords: z.array(z.string()),
  /** Words never refused for this school or class (a lesson's 手枪虾). */
  allowedWords: z.array(z.string()),
  strictness: z.enum(SAFETY_STRICTNESS),
  /** Shown to a pupil on a refusal instead of the category's message; null: the default. */
  refusalMessage: z.string().nullable(),
  /** Kinds of work pupils may publish to the public gallery. */
  galleryKinds: z.array(z.enum(SAFETY_GALLERY_KINDS)),
});
export type TSafetyRules = z.infer<typeof ZSafetyRules>;

/** A class's own rules: words add to the school's; a null field keeps the school's value. */
export const ZSafetyClassRuleFields = z.object({
  blockedWords: z.array(z.string()),
  allowedWords: z.array(z.string()),
  strictness: z.enum(SAFETY_STRICTNESS).nullable(),
  refusalMessage: z.string().nullable(),
  galleryKinds: z.array(z.enum(SAFETY_GALLERY_KINDS)).nullable(),
});
export type TSafetyClassRuleFields = z.infer<typeof ZSafetyClassRuleFields>;

export const ZSafetySchoolRules = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  rules: ZSafetyRules,
  updatedAt: z.string().nullable(),
});
export type TSafetySchoolRules = z.infer<typeof ZSafetySchoolRules>;

export const ZSafetyClassRules = z.object({
  classId: z.number().int(),
  courseClassName: z.string(),
  schoolId: z.number().int(),
  /** The school's rules (read only for teachers). */
  school: ZSafetyRules,
  /** The class's own rules. */
  class: ZSafetyClassRuleFields,
  /** What the safety gate applies to the class's pupils. */
  effective: ZSafetyRules,
  updatedAt: z.string().nullable(),
});
export type TSafetyClassRules = z.infer<typeof ZSafetyClassRules>;

export const ZSafetySchoolQuery = z.object({ schoolId: ZId });
export const ZSafetyClassQuery = z.object({ classId: ZId });

export const ZSafetySchoolRulesSetBody = z.object({
  schoolId: ZBodyId,
  blockedWords: ZWordList,
  allowedWords: ZWordList,
  strictness: ZStrictness,
  refusalMessage: ZRefusalMessage,
  galleryKinds: ZGalleryKinds,
});
export type TSafetySchoolRulesSetBody = z.infer<typeof ZSafetySchoolRulesSetBody>;

export const ZSafetyClassRulesSetBody = z.object({
  classId: ZBodyId,
  blockedWords: ZWordList,
  allowedWords: ZWordList,
  strictness: ZStrictness.nullable(),
  refusalMessage: ZRefusalMessage,
  galleryKinds: ZGalleryKinds.nullable(),
});
export type TSafetyClassRulesSetBody = z.infer<typeof ZSafetyClassRulesSetBody>;

// ---------- class AI history ----------

export const ZSafetyHistoryQuery = ZPageQuery.extend({
  classId: ZId,
  /** A pupil's account id. */
  studentId: ZOptionalId,
  tool: optionalChoice(SAFETY_TOOLS),
  flag: z.preprocess(
    emptyToUndefined,
    z.enum(SAFETY_HISTORY_FLAGS, { error: Messages.FIELD_INVALID_VALUE }).default('all'),
  ),
  /** China dates, inclusive. */
  dateFrom: ZOptionalDate,
  dateTo: ZOptionalDate,
});
export type TSafetyHistoryQuery = z.infer<typeof ZSafetyHistoryQuery>;

/** One prompt, message, result or refusal of a pupil. */
export const ZSafetyHistoryItem = z.object({
  /** `<source>:<id>`, unique in the list. */
  id: z.string(),
  source: z.enum(SAFETY_HISTORY_SOURCES),
  studentId: z.number().int(),
  studentName: z.string(),
  tool: z.string(),
  direction: z.enum(SAFETY_DIRECTIONS),
  /** What the pupil wrote, or the AI's text (teachers only). */
  text: z.string(),
  /** A generated file, when there is one. */
  resultUrl: z.string().nullable(),
  /** ok: passed; flagged: passed but noted; refused: stopped by the safety gate. */
  outcome: z.enum(['ok', 'flagged', 'refused']),
  categories: z.array(z.string()),
  alertKind: z.enum(SAFETY_ALERT_KINDS).nullable(),
  createdAt: z.string(),
});
export type TSafetyHistoryItem = z.infer<typeof ZSafetyHistoryItem>;
export const ZSafetyHistoryPage = ZPageOf(ZSafetyHistoryItem);

export const ZSafetySummaryQuery = z.object({
  classId: ZId,
  /** The last day of the 7 (China date); default today. */
  dateTo: ZOptionalDate,
});

const ZCount = z.object({ category: z.string(), count: z.number().int() });

export const ZSafetyWeeklySummary = z.object({
  classId: z.number().int(),
  courseClassName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  total: z.number().int(),
  refused: z.number().int(),
  flagged: z.number().int(),
  alerts: z.number().int(),
  byCategory: z.array(ZCount),
  byTool: z.array(z.object({ tool: z.string(), count: z.number().int() })),
  byPupil: z.array(
    z.object({
      studentId: z.number().int(),
      studentName: z.string(),
      total: z.number().int(),
      alerts: z.number().int(),
      categories: z.array(ZCount),
    }),
  ),
});
export type TSafetyWeeklySummary = z.infer<typeof ZSafetyWeeklySummary>;

// ---------- alerts ----------

export const ZSafetyContextMessage = z.object({
  role: z.enum(['pupil', 'assistant']),
  text: z.string(),
  at: z.string().nullable(),
});

export const ZSafetyAlert = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  courseClassName: z.string(),
  schoolId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  tool: z.string(),
  kind: z.enum(SAFETY_ALERT_KINDS),
  severity: z.enum(SAFETY_ALERT_SEVERITIES),
  status: z.enum(SAFETY_ALERT_STATUSES),
  /** What the pupil wrote. */
  message: z.string(),
  /** The messages before it (chat), oldest first. */
  context: z.array(ZSafetyContextMessage),
  note: z.string().nullable(),
  acknowledgedByName: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSafetyAlert = z.infer<typeof ZSafetyAlert>;

export const ZSafetyAlertOpenQuery = z.object({ classId: ZOptionalId });

/** The header badge: alerts not yet closed in the classes the teacher teaches. */
export const ZSafetyAlertOpenList = z.object({
  /** Not yet acknowledged. */
  openCount: z.number().int(),
  list: z.array(ZSafetyAlert),
});
export type TSafetyAlertOpenList = z.infer<typeof ZSafetyAlertOpenList>;

export const ZSafetyAlertPageQuery = ZPageQuery.extend({
  classId: ZOptionalId,
  status: optionalChoice(SAFETY_ALERT_STATUSES),
  /** The pupil (account user id). */
  studentId: ZOptionalId,
  kind: optionalChoice(SAFETY_ALERT_KINDS),
});
export const ZSafetyAlertPage = ZPageOf(ZSafetyAlert);

/** The stream sends the alerts after this id first (0: none), then live ones. */
export const ZSafetyAlertStreamQuery = z.object({
  after: z.coerce
    .number({ error: Messages.FIELD_WRONG_TYPE })
    .int(Messages.FIELD_WRONG_TYPE)
    .min(0, Messages.FIELD_TOO_SMALL)
    .max(Number.MAX_SAFE_INTEGER, Messages.FIELD_TOO_BIG),
});

export const ZSafetyAlertIdBody = z.object({ id: ZBodyId });
export const ZSafetyAlertCloseBody = z.object({
  id: ZBodyId,
  note: z
    .string({ error: M.NOTE_REQUIRED })
    .trim()
    .min(1, M.NOTE_REQUIRED)
    .max(SafetyLimit.NOTE_MAX, M.NOTE_TOO_LONG),
});

/** One event of the alert stream: a new alert, or a change of one (acknowledged, closed). */
export const ZSafetyAlertEvent = z.object({
  type: z.enum(['alert', 'update']),
  alert: ZSafetyAlert,
});
export type TSafetyAlertEvent = z.infer<typeof ZSafetyAlertEvent>;

export const ZSafetyAlertStatsQuery = z.object({
  dateFrom: ZOptionalDate,
  dateTo: ZOptionalDate,
});

export const ZSafetyAlertStats = z.array(
  z.object({
    schoolId: z.number().int(),
    schoolName: z.string(),
    open: z.number().int(),
    acknowledged: z.number().int(),
    closed: z.number().int(),
    alerts: z.number().int(),
    refused: z.number().int(),
    flagged: z.number().int(),
    /** Teachers' own prompts the gate refused (kept for the school's staff, no alert). */
    staffRefused: z.number().int(),
  }),
);
export type TSafetyAlertStats = z.infer<typeof ZSafetyAlertStats>;

// ---------- pupil controls ----------

export const ZSafetyPupilControl = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  /** No AI tool for this pupil until the teacher resumes. */
  paused: z.boolean(),
  lockedTools: z.array(z.enum(SAFETY_PUPIL_LOCKABLE_TOOLS)),
  updatedAt: z.string().nullable(),
});
export type TSafetyPupilControl = z.infer<typeof ZSafetyPupilControl>;

export const ZSafetyPupilControlSetBody = z.object({
  classId: ZBodyId,
  studentId: ZBodyId,
  paused: z.boolean({ error: Messages.FIELD_WRONG_TYPE }).optional(),
  lockedTools: z
    .array(z.enum(SAFETY_PUPIL_LOCKABLE_TOOLS, { error: Messages.FIELD_INVALID_VALUE }))
    .max(SAFETY_PUPIL_LOCKABLE_TOOLS.length)
    .transform((tools) => [...new Set(tools)])
    .optional(),
});
export type TSafetyPupilControlSetBody = z.infer<typeof ZSafetyPupilControlSetBody>;
