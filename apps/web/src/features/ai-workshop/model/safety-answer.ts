import { ApiError, isCareRefusalData } from '@haoduo/contract';

/**
 * A refusal that is the caring answer to a pupil who may be at risk: the server marks it
 * (`data: { care: true, kind }` of the 422), and pages show it warmly with the help lines.
 */
export function isCareRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && isCareRefusalData(error.data);
}

/**
 * A refusal that cost nothing: the server refused the request before charging (422: the
 * safety gate, or too few points), or gave the points back after refusing the answer.
 */
export function isFreeRefusal(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 422 : false;
}
