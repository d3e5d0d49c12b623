import { ApiError, MODERATION_ALERT_MESSAGES, SafetyMessages } from '@haoduo/contract';

/** The caring answers the server gives a pupil who may be at risk (texts of the contract). */
const CARING_ANSWERS = new Set<string>([
  SafetyMessages.CARING_ANSWER,
  ...Object.values(MODERATION_ALERT_MESSAGES),
]);

/** A caring answer, not an error: shown warmly, with the help lines. */
export function isCaringAnswer(text: string | null | undefined, care?: boolean): boolean {
  return care === true || CARING_ANSWERS.has((text ?? '').trim());
}

/**
 * A refusal that cost nothing: the server refused the request before charging (422: the
 * safety gate, or too few points), or gave the points back after refusing the answer.
 */
export function isFreeRefusal(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 422 : false;
}
