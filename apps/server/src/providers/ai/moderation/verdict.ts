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

/** Categories the learned classifier may name (personal data is the checked detectors' own). */
const OPINION_CATEGORIES: readonly string[] = CATEGORY_PRIORITY.filter(
  (c) => c !== 'personal-data' && c !== 'school-rule',
);

/**
 * How the learned classifier's opinion joins the rules: it is only asked when the rules name
 * no category (so every text the rules refuse keeps its category and message), and it names
 * a category only when its probability reaches the threshold chosen on the validation split.
 * The message is then that category's, as for the rules. Personal data is left to the
 * detectors that check a number's shape and check digit: the classifier read any long number
 * (110, a page of pi) as someone's.
 */
export function opinionCategory(
  ruleCategories: readonly TModerationCategory[],
  opinion: { label: string; flagged: boolean },
): TModerationCategory | null {
  if (ruleCategories.length > 0 || !opinion.flagged) return null;
  return OPINION_CATEGORIES.includes(opinion.label) ? (opinion.label as TModerationCategory) : null;
}

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
