import { AiMessages } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { AiInputError, AiProviderError } from '../../providers/ai/shared/ai-error';
import { appErrorOfAi } from './ai-errors';
import { AppError } from './errors';

describe('AI provider errors as answers', () => {
  it('answers a busy provider 429, every other failure 503, bad input 400', () => {
    expect(appErrorOfAi(new AiProviderError('busy', 'rate limited'))).toMatchObject({
      status: 429,
      message: AiMessages.PROVIDER_BUSY,
    });
    for (const failure of ['timeout', 'failed', 'refused'] as const) {
      const answer = appErrorOfAi(new AiProviderError(failure, 'x'));
      expect(answer).toBeInstanceOf(AppError);
      expect(answer).toMatchObject({ status: 503 });
    }
    expect(appErrorOfAi(new AiInputError('这张图片打不开'))).toMatchObject({
      status: 400,
      message: '这张图片打不开',
    });
  });

  it('leaves other errors as they are', () => {
    const other = new Error('x');
    expect(appErrorOfAi(other)).toBe(other);
  });
});
