import { VOICE_STYLES } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { createOfflineSpeech, splitForSpeech } from './offline-speech';

describe('browser speech plans', () => {
  const speech = createOfflineSpeech();

  it('describes every voice style', () => {
    expect(speech.voiceStyles().map((v) => v.id)).toEqual([...VOICE_STYLES]);
    expect(speech.voiceStyles().every((v) => v.label && v.description)).toBe(true);
  });

  it('splits text into utterances with Web Speech settings in range', () => {
    const plan = speech.plan({
      text: '你好呀！我是恐龙博士。Do you like dinosaurs?',
      voiceStyle: 'child',
    });
    expect(plan.utterances.map((u) => u.text)).toEqual([
      '你好呀！',
      '我是恐龙博士。',
      'Do you like dinosaurs?',
    ]);
    expect(plan.utterances.map((u) => u.lang)).toEqual(['zh-CN', 'zh-CN', 'en-US']);
    for (const u of plan.utterances) {
      expect(u.rate).toBeGreaterThanOrEqual(0.1);
      expect(u.rate).toBeLessThanOrEqual(10);
      expect(u.pitch).toBeGreaterThanOrEqual(0);
      expect(u.pitch).toBeLessThanOrEqual(2);
    }
    expect(plan.utterances[0]!.pitch).toBeGreaterThan(
      speech.plan({ text: '好', voiceStyle: 'elder' }).utterances[0]!.pitch,
    );
    expect(plan.engine.offline).toBe(true);
  });

  it('keeps utterances short enough for browsers and falls back to a default style', () => {
    const long = '很长的一句话，'.repeat(40);
    expect(splitForSpeech(long).every((s) => s.length <= 120)).toBe(true);
    expect(speech.plan({ text: '你好', voiceStyle: 'unknown' as never }).voiceStyle).toBe('gentle');
  });
});
