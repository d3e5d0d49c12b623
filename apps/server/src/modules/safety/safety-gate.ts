import {
  AccountType,
  SafetyMessages,
  type TSafetyCareRefusal,
  type TSafetyRules,
} from '@haoduo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../platform/db/database';
import { AppError, unprocessable } from '../../platform/http/errors';
import type { TModerationPort, TModerationVerdict } from '../../providers/ai/ports';
import { validClassIdsOfPupilInSchool } from '../classes';
import type { TAlertBus } from './alert-bus';
import { raiseAlerts } from './safety-alerts';
import { recordEvent } from './safety-events';
import { rulesInForce } from './safety-rules';
import { findWord, withoutWords } from './safety-text';
import type { TSafetyAlertInfo, TSafetyCheck, TSafetySubject } from './safety-types';

export type { TSafetyAlertInfo, TSafetyCheck, TSafetySubject } from './safety-types';

/**
 * The one safety gate every pupil's text and picture, and every AI answer for a pupil,
 * passes: the moderation for minors with the school's and class's own rules, a record of
 * what it refused or flagged for the pupil's teachers, and a live alert to them when the
 * pupil may be at risk.
 */

export interface TSafetyResult {
  allowed: boolean;
  /** What the pupil is told (kind, Chinese, never the refused words); null when allowed. */
  message: string | null;
  /** A disclosure by the pupil: their teachers were alerted. */
  alert: TSafetyAlertInfo | null;
  categories: string[];
  verdict: TModerationVerdict;
}

export interface TSafetyGate {
  checkText(subject: TSafetySubject, text: string, check: TSafetyCheck): Promise<TSafetyResult>;
  /** The same, throwing 422 with the kind message when refused. */
  assertText(subject: TSafetySubject, text: string, check: TSafetyCheck): Promise<TSafetyResult>;
  checkImage(subject: TSafetySubject, image: Buffer, check: TSafetyCheck): Promise<TSafetyResult>;
  /** Record what another check (a stream's, a job's) refused. */
  recordRefusal(
    subject: TSafetySubject,
    text: string,
    check: TSafetyCheck,
    verdict: Pick<TModerationVerdict, 'categories' | 'flaggedBy' | 'matches'>,
  ): Promise<void>;
}

export interface TSafetyGateDeps {
  db: TDb;
  moderation: () => Promise<TModerationPort>;
  bus: TAlertBus;
  log: FastifyBaseLogger;
}

const SCHOOL_RULE = 'school-rule';

/** The verdict with the school's and class's rules applied on top of the engine's. */
async function judgeText(
  port: TModerationPort,
  text: string,
  rules: TSafetyRules,
  signal?: AbortSignal,
): Promise<TModerationVerdict> {
  const engineRules = {
    blockedWords: rules.blockedWords,
    allowedWords: rules.allowedWords,
    strictness: rules.strictness,
  };
  let verdict = await port.checkText(text, { rules: engineRules, signal });
  // An allowed word the engine still refused: judge the text without it (a disclosure stays).
  if (!verdict.allowed && !verdict.alert && rules.allowedWords.length > 0) {
    const rest = withoutWords(text, rules.allowedWords);
    if (rest !== text) verdict = await port.checkText(rest, { rules: engineRules, signal });
  }
  const blocked = verdict.allowed ? findWord(text, rules.blockedWords) : null;
  if (blocked !== null) {
    verdict = {
      ...verdict,
      allowed: false,
      categories: [SCHOOL_RULE as TModerationVerdict['categories'][number]],
      flaggedBy: [...verdict.flaggedBy, SCHOOL_RULE],
      matches: [...verdict.matches, blocked],
      message: null,
    };
  }
  return verdict;
}

/**
 * The 422 of a refused text, with the kind message; a disclosure's carries
 * `{ care: true, kind }` so that pages show the caring answer warmly, not as an error.
 */
export function refusalOf(result: Pick<TSafetyResult, 'message' | 'alert'>): AppError {
  const message = result.message ?? SafetyMessages.REFUSED;
  if (!result.alert) return unprocessable(message);
  const care: TSafetyCareRefusal = { care: true, kind: result.alert.kind };
  return new AppError(422, message, [], care);
}

function messageOf(verdict: TModerationVerdict, rules: TSafetyRules, alert: boolean): string {
  if (alert) return verdict.message ?? SafetyMessages.CARING_ANSWER;
  return rules.refusalMessage ?? verdict.message ?? SafetyMessages.REFUSED;
}

export function createSafetyGate(deps: TSafetyGateDeps): TSafetyGate {
  const { db, bus, log } = deps;

  async function classIdsOf(subject: TSafetySubject): Promise<number[]> {
    if (subject.classId !== null) return [subject.classId];
    return validClassIdsOfPupilInSchool(db, subject.accountId, subject.schoolId);
  }

  async function keep(
    subject: TSafetySubject,
    text: string,
    check: TSafetyCheck,
    verdict: Pick<TModerationVerdict, 'categories' | 'flaggedBy' | 'matches'>,
    outcome: 'refused' | 'flagged',
    alert: TSafetyAlertInfo | null,
  ): Promise<void> {
    // Teachers' own texts are moderated alike and kept for the school's staff: in no class's
    // history, and never an alert.
    const pupil = subject.accountType === AccountType.STUDENT;
    try {
      const classIds = pupil ? await classIdsOf(subject) : [];
      const eventId = await recordEvent(db, {
        subject,
        classIds,
        text,
        tool: check.tool,
        direction: check.direction,
        outcome,
        verdict,
        alertKind: pupil ? (alert?.kind ?? null) : null,
      });
      if (alert && pupil) {
        await raiseAlerts(db, bus, {
          eventId,
          subject,
          classIds,
          tool: check.tool,
          alert,
          message: text,
          context: check.context ?? [],
        });
      }
    } catch (error) {
      // The pupil's answer does not wait on the record; the log keeps what was lost.
      log.error({ err: error, accountId: subject.accountId }, 'safety event not recorded');
    }
  }

  async function conclude(
    subject: TSafetySubject,
    text: string,
    check: TSafetyCheck,
    verdict: TModerationVerdict,
    rules: TSafetyRules,
  ): Promise<TSafetyResult> {
    // Only what a pupil says discloses; an answer is refused like any other text.
    const alert = check.direction === 'input' ? (verdict.alert ?? null) : null;
    const flagged = verdict.allowed && (alert !== null || verdict.categories.length > 0);
    if (check.record !== false && (!verdict.allowed || flagged)) {
      await keep(subject, text, check, verdict, verdict.allowed ? 'flagged' : 'refused', alert);
    }
    return {
      allowed: verdict.allowed,
      message: verdict.allowed ? null : messageOf(verdict, rules, alert !== null),
      alert,
      categories: verdict.categories,
      verdict,
    };
  }

  const gate: TSafetyGate = {
    async checkText(subject, text, check) {
      const [port, rules] = await Promise.all([
        deps.moderation(),
        rulesInForce(db, subject.schoolId, subject.classId),
      ]);
      const verdict = await judgeText(port, text, rules, check.signal);
      return conclude(subject, text, check, verdict, rules);
    },
    async assertText(subject, text, check) {
      const result = await gate.checkText(subject, text, check);
      if (!result.allowed) throw refusalOf(result);
      return result;
    },
    async checkImage(subject, image, check) {
      const [port, rules] = await Promise.all([
        deps.moderation(),
        rulesInForce(db, subject.schoolId, subject.classId),
      ]);
      const verdict = await port.checkImage(image, { signal: check.signal });
      return conclude(subject, '[图片]', { ...check }, { ...verdict, alert: null }, rules);
    },
    async recordRefusal(subject, text, check, verdict) {
      await keep(subject, text, check, verdict, 'refused', null);
    },
  };
  return gate;
}
