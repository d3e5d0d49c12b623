import { describe, expect, it } from 'vitest';
import { alertOf, mapCategories } from './openai-moderation';

describe('OpenAI moderation categories', () => {
  it.each([
    ['sexual/minors', ['sexual']],
    ['self-harm/intent', ['self-harm']],
    ['self-harm/instructions', ['self-harm']],
    ['harassment', ['bullying']],
    ['harassment/threatening', ['bullying', 'violence']],
    ['hate/threatening', ['hate', 'violence']],
    ['illicit', ['drugs']],
    ['illicit/violent', ['violence']],
    ['violence/graphic', ['violence']],
  ])('%s → %j', (name, ours) => {
    expect(mapCategories(name)).toEqual(ours);
  });

  it('raises an alert for self-harm intent and threats, not for the subject alone', () => {
    expect(alertOf(['self-harm', 'self-harm/intent'])).toEqual({
      kind: 'self-harm',
      severity: 'critical',
    });
    expect(alertOf(['harassment', 'harassment/threatening'])?.kind).toBe('violence');
    expect(alertOf(['self-harm'])).toBeNull();
    expect(alertOf(['violence/graphic', 'sexual'])).toBeNull();
  });
});
