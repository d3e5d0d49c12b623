import { AiMessages } from '@haoduo/contract';
import { AppError } from '../../../platform/http/errors';

export type TAiFailure = 'timeout' | 'busy' | 'failed' | 'refused';

const MESSAGES: Record<TAiFailure, string> = {
  timeout: AiMessages.PROVIDER_TIMEOUT,
  busy: AiMessages.PROVIDER_BUSY,
  failed: AiMessages.PROVIDER_FAILED,
  refused: AiMessages.PROVIDER_FAILED,
};

/**
 * A provider could not produce a result. Jobs mark themselves failed and refund the points;
 * a route returns the Chinese message with status 503 (or 429 when the provider is busy).
 */
export class AiProviderError extends AppError {
  constructor(
    readonly failure: TAiFailure,
    /** For the log only: what the provider said. Never shown to a pupil. */
    readonly detail: string,
  ) {
    super(failure === 'busy' ? 429 : 503, MESSAGES[failure]);
    this.name = 'AiProviderError';
  }
}

/** Throws the abort reason when the signal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiProviderError('failed', 'aborted');
}
