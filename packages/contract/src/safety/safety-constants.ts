import { AI_LOCKABLE_TOOLS } from '../ai-workshop/ai-workshop-constants';
import { WORKS_KINDS } from '../works/works-constants';

/** The safety of minors: what the safety gate records and what teachers oversee. */

/** Where a pupil's text or picture met the safety gate. */
export const SAFETY_TOOLS = [
  ...AI_LOCKABLE_TOOLS,
  'chat',
  'picture-book',
  'lyrics',
  'works',
  'media',
] as const;
export type TSafetyTool = (typeof SAFETY_TOOLS)[number];

/** input: what the pupil typed or uploaded; output: what the AI gave back. */
export const SAFETY_DIRECTIONS = ['input', 'output'] as const;
export type TSafetyDirection = (typeof SAFETY_DIRECTIONS)[number];

/** refused: not done; flagged: done, but a teacher should see it. */
export const SAFETY_OUTCOMES = ['refused', 'flagged'] as const;
export type TSafetyOutcome = (typeof SAFETY_OUTCOMES)[number];

/** A disclosure that raises a critical alert. */
export const SAFETY_ALERT_KINDS = ['self-harm', 'abuse', 'violence'] as const;
export type TSafetyAlertKind = (typeof SAFETY_ALERT_KINDS)[number];

export const SAFETY_ALERT_SEVERITIES = ['critical', 'high'] as const;
export type TSafetyAlertSeverity = (typeof SAFETY_ALERT_SEVERITIES)[number];

export const SAFETY_ALERT_STATUSES = ['open', 'acknowledged', 'closed'] as const;
export type TSafetyAlertStatus = (typeof SAFETY_ALERT_STATUSES)[number];

export const SAFETY_STRICTNESS = ['relaxed', 'standard', 'strict'] as const;
export type TSafetyStrictness = (typeof SAFETY_STRICTNESS)[number];

/** The kinds of work a school may let pupils publish to the public gallery. */
export const SAFETY_GALLERY_KINDS = WORKS_KINDS;

/** What the class AI history shows: every entry, those the gate flagged or refused, alerts. */
export const SAFETY_HISTORY_FLAGS = ['all', 'flagged', 'refused', 'alert'] as const;
export type TSafetyHistoryFlag = (typeof SAFETY_HISTORY_FLAGS)[number];

/** Where a history entry comes from. */
export const SAFETY_HISTORY_SOURCES = ['generation', 'chat', 'works', 'safety'] as const;
export type TSafetyHistorySource = (typeof SAFETY_HISTORY_SOURCES)[number];

/** The tools a teacher may lock for one pupil (as for the class). */
export const SAFETY_PUPIL_LOCKABLE_TOOLS = AI_LOCKABLE_TOOLS;

export const SafetyLimit = {
  WORDS_MAX: 200,
  WORD_MAX_LENGTH: 20,
  REFUSAL_MESSAGE_MAX: 100,
  NOTE_MAX: 500,
  /** Messages before a chat disclosure kept with its alert. */
  CONTEXT_MESSAGES: 5,
  /** Days of the weekly summary. */
  SUMMARY_DAYS: 7,
  /** Seconds between keep-alive comments on the alert stream. */
  STREAM_PING_SECONDS: 25,
} as const;

/** The national help lines a pupil is pointed to. */
export const SAFETY_HELP_LINES = [
  { number: '12356', name: '心理援助热线' },
  { number: '12355', name: '青少年服务台' },
] as const;

/**
 * Whether an error's envelope data says the refusal is a caring answer (the shape of
 * `ZSafetyCareRefusal`). Checked by hand, not by the schema: pages of every AI tool ask it,
 * and their first load should not carry the schema library for it.
 */
export function isCareRefusalData(data: unknown): data is { care: true; kind: TSafetyAlertKind } {
  if (typeof data !== 'object' || data === null) return false;
  const { care, kind } = data as Record<string, unknown>;
  return care === true && (SAFETY_ALERT_KINDS as readonly unknown[]).includes(kind);
}
