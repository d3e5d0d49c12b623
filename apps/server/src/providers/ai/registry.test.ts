import { AiMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../test/helpers/fake-openai-server';
import { loadConfig } from '../../platform/config';
import { createAiRegistry } from './registry';

let fake: TFakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const aiConfig = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).ai;

async function text(stream: AsyncIterable<string>) {
  let out = '';
  for await (const piece of stream) out += piece;
  return out;
}

describe('AI registry', () => {
  it('uses the offline engines by default, and says so', async () => {
    const registry = createAiRegistry({ config: aiConfig({}) });
    const infos = await registry.describe();
    expect(infos).toHaveLength(9);
    expect(infos.every((i) => i.provider === 'offline' && !i.fallbackReason)).toBe(true);
    expect(await text((await registry.port('chat')).stream({ message: '你好' }))).toContain(
      '离线助手',
    );
    await registry.close();
  });

  it('reads AI_PROVIDER and the OPENAI_* variables', () => {
    expect(
      aiConfig({
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:1/v1',
        OPENAI_API_KEY: 'k',
        OPENAI_CHAT_MODEL: 'm',
        OPENAI_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      provider: 'openai',
      openai: {
        baseUrl: 'http://127.0.0.1:1/v1',
        apiKey: 'k',
        chatModel: 'm',
        imageModel: undefined,
        moderationModel: undefined,
        timeoutMs: 5000,
      },
    });
    expect(() => aiConfig({ AI_PROVIDER: 'magic' })).toThrow(/AI_PROVIDER/);
    expect(() => aiConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });

  it('goes online for configured capabilities and falls back, saying why, for the rest', async () => {
    const registry = createAiRegistry({
      config: aiConfig({
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_CHAT_MODEL: 'gpt-test',
      }),
      backoffMs: 5,
    });
    const chat = await registry.port('chat');
    expect(chat.info).toMatchObject({ provider: 'openai', model: 'gpt-test' });
    expect(await text(chat.stream({ message: 'hi' }))).toBe('你好！我是在线助手。');

    const image = await registry.port('image');
    expect(image.info).toMatchObject({
      provider: 'offline',
      fallbackReason: AiMessages.FALLBACK_NOT_CONFIGURED,
    });
    const drawing = await image.draw({ prompt: '一只猫', seed: 1 });
    expect(drawing.engine.fallbackReason).toBe(AiMessages.FALLBACK_NOT_CONFIGURED);

    // Smart apps are made by the chat model.
    const apps = await registry.port('app');
    expect(apps.info).toMatchObject({ provider: 'openai', capability: 'app', model: 'gpt-test' });

    const music = await registry.port('music');
    expect(music.info.fallbackReason).toBe(AiMessages.FALLBACK_NOT_SUPPORTED);
    const speech = await registry.port('speech');
    expect(speech.plan({ text: '你好' }).engine.fallbackReason).toBe(
      AiMessages.FALLBACK_NOT_SUPPORTED,
    );
    await registry.close();
  });

  it('lets a per-capability setting source override the environment', async () => {
    const registry = createAiRegistry({
      config: aiConfig({}),
      settings: async (capability) =>
        capability === 'image'
          ? { provider: 'openai', baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'img-test' }
          : null,
    });
    expect((await registry.port('image')).info).toMatchObject({
      provider: 'openai',
      model: 'img-test',
    });
    expect((await registry.port('chat')).info.provider).toBe('offline');
    expect((await registry.port('app')).info.provider).toBe('offline');
    await registry.close();
  });

  it('says smart apps wait for a chat model when none is set', async () => {
    const registry = createAiRegistry({
      config: aiConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseUrl }),
    });
    expect((await registry.port('app')).info).toMatchObject({
      provider: 'offline',
      fallbackReason: AiMessages.FALLBACK_NOT_CONFIGURED,
    });
    await registry.close();
  });

  it('adds the provider moderation to the word list when a moderation model is set', async () => {
    const registry = createAiRegistry({
      config: aiConfig({
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_MODERATION_MODEL: 'omni-moderation-latest',
      }),
    });
    const moderation = await registry.port('moderation');
    expect(moderation.info.engine).toContain('openai:omni-moderation-latest');
    expect((await moderation.checkText('你是坏蛋')).flaggedBy).toEqual(['openai']);
    expect((await moderation.checkText('色情')).flaggedBy).toEqual(['word-list']);
    expect((await moderation.checkText('画一只猫')).allowed).toBe(true);
    await registry.close();
  });
});
