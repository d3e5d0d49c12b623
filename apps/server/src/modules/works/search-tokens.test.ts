import { describe, expect, it } from 'vitest';
import { indexTokens, queryTokens } from './search-tokens';

const matches = (texts: string[], keyword: string) => {
  const stored = new Set(indexTokens(texts));
  const asked = queryTokens(keyword);
  return asked.length > 0 && asked.every((token) => stored.has(token));
};

describe('search tokens', () => {
  it('indexes CJK unigrams and bigrams and Latin words with prefixes', () => {
    expect(indexTokens(['小恐龙 Dino'])).toEqual(
      expect.arrayContaining(['小', '恐', '龙', '小恐', '恐龙', 'dino', 'di', 'din']),
    );
  });

  it('finds Chinese titles by any part of two or more characters', () => {
    const work = ['小恐龙的一天', '张**', '好多AI实验小学'];
    expect(matches(work, '恐龙')).toBe(true);
    expect(matches(work, '小恐龙的一天')).toBe(true);
    expect(matches(work, '实验小学')).toBe(true);
    expect(matches(work, '张**')).toBe(true);
    expect(matches(work, '恐龙蛋')).toBe(false);
    expect(matches(work, '大学')).toBe(false);
  });

  it('matches Latin words by prefix, case and width insensitive', () => {
    const work = ['My Robot Friend', 'ＡＩ Club'];
    expect(matches(work, 'robot')).toBe(true);
    expect(matches(work, 'ROB')).toBe(true);
    expect(matches(work, 'ai')).toBe(true);
    expect(matches(work, 'robots')).toBe(false);
  });

  it('mixes scripts and ignores punctuation', () => {
    expect(matches(['AI绘本：星空下的猫'], 'AI 星空')).toBe(true);
    expect(queryTokens('***！？')).toEqual([]);
    expect(queryTokens('猫')).toEqual(['猫']);
  });

  it('bounds the number of tokens', () => {
    expect(indexTokens(['字'.repeat(5000)]).length).toBeLessThanOrEqual(600);
    expect(queryTokens('字'.repeat(100)).length).toBeLessThanOrEqual(32);
  });
});
