import { AiInputError, AiProviderError } from '../../providers/ai/shared/ai-error';
import { AppError } from './errors';

/**
 * The AI providers' errors as the server answers them: bad input 400, a busy provider 429
 * (try again shortly), any other failure 503. Other errors are returned as they are.
 */
export function appErrorOfAi(error: unknown): unknown {
  if (error instanceof AiProviderError) {
    return new AppError(error.failure === 'busy' ? 429 : 503, error.message);
  }
  if (error instanceof AiInputError) return new AppError(400, error.message);
  return error;
}
