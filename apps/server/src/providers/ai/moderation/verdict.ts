import {
  MODERATION_ALERT_MESSAGES,
  MODERATION_CATEGORY_MESSAGES,
  type TModerationCategory,
} from '@haoduo/contract';
import type { TModerationAlert, TModerationVerdict } from '../ports';

/**
 * Builds a verdict. Categories are reported in order of care: self-harm first, so that a
 * pupil in distress is pointed to help; a disclosure's caring message wins over any other.
 */

export const CATEGORY_PRIORITY: TModerationCategory[] = [
  'self-harm',
  'sexual',
  'violence',
  'bullying',
  'drugs',
  'hate',
  'jailbreak',
  'gambling',
  'personal-data',
  'school-rule',
];

const SEVERITY_RANK = { critical: 2, high: 1 } as const;

export function verdictOf(
  categories: TModerationCategory[],
  flaggedBy: string[],
  matches: string[],
  alert: TModerationAlert | null = null,
  messageOverride?: string,
): TModerationVerdict {
  const ordered = CATEGORY_PRIORITY.filter((c) => categories.includes(c));
  const allowed = ordered.length === 0 && alert === null;
  const message = allowed
    ? null
    : alert
      ? MODERATION_ALERT_MESSAGES[alert.kind]
      : (messageOverride ?? MODERATION_CATEGORY_MESSAGES[ordered[0]!]);
  return {
    allowed,
    categories: ordered,
    message,
    flaggedBy: [...new Set(flaggedBy)],
    matches: [...new Set(matches)],
    alert,
  };
}

/** The most serious alert among several (self-harm before abuse before violence on a tie). */
export function strongestAlert(alerts: (TModerationAlert | null)[]): TModerationAlert | null {
  const order = ['self-harm', 'abuse', 'violence'];
  return (
    alerts
      .filter((a): a is TModerationAlert => a !== null)
      .sort(
        (a, b) =>
          SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
          order.indexOf(a.kind) - order.indexOf(b.kind),
      )[0] ?? null
  );
}

export function combineVerdicts(verdicts: TModerationVerdict[]): TModerationVerdict {
  return verdictOf(
    verdicts.flatMap((v) => v.categories),
    verdicts.flatMap((v) => v.flaggedBy),
    verdicts.flatMap((v) => v.matches),
    strongestAlert(verdicts.map((v) => v.alert)),
  );
}
