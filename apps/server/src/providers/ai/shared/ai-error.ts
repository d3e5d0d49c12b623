import { AiMessages } from '@haoduo/contract';

export type TAiFailure = 'timeout' | 'busy' | 'failed' | 'refused';

const MESSAGES: Record<TAiFailure, string> = {
  timeout: AiMessages.PROVIDER_TIMEOUT,
  busy: AiMessages.PROVIDER_BUSY,
  failed: AiMessages.PROVIDER_FAILED,
  refused: AiMessages.PROVIDER_FAILED,
};

/**
 * A provider could not produce a result. Jobs mark themselves failed and refund the points;
 * a request it ends is answered with the Chinese message, the server choosing the status.
 */
export class AiProviderError extends Error {
  constructor(
    readonly failure: TAiFailure,
    /** For the log only: what the provider said. Never shown to a pupil. */
    readonly detail: string,
  ) {
    super(MESSAGES[failure]);
    this.name = 'AiProviderError';
  }
}

/**
 * The request names something an engine cannot use (a template that does not exist, a
 * picture that does not open). The message is a Chinese sentence the pupil can act on.
 */
export class AiInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiInputError';
  }
}

/** Throws the abort reason when the signal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiProviderError('failed', 'aborted');
}
