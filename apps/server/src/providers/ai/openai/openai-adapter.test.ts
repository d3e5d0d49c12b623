import { AiMessages } from '@haoduo/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../../test/helpers/fake-openai-server';
import { createOpenAiChat } from './openai-chat';
import { createOpenAiImage } from './openai-image';
import { createOpenAiModeration } from './openai-moderation';
import { readServerSentEvents } from './sse';

let fake: TFakeOpenAi;
// A generous time-out: the test machine may be busy (the time-out test sets its own).
const settings = () => ({
  baseUrl: fake.baseUrl,
  apiKey: fake.apiKey,
  timeoutMs: 15_000,
  attempts: 3,
  backoffMs: 10,
});

async function collect(stream: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const piece of stream) out.push(piece);
  return out;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('openai adapter: chat', () => {
  it('streams the answer piece by piece (server-sent events) with the persona as system prompt', async () => {
    const chat = createOpenAiChat({ ...settings(), model: 'gpt-test' });
    const pieces = await collect(
      chat.stream({
        persona: {
          title: '恐龙博士',
          prompt: '你是恐龙专家。',
          quickCommands: [{ name: '讲故事', content: '讲一个恐龙故事' }],
        },
        history: [
          { role: 'user', content: '你好' },
          { role: 'assistant', content: '你好呀' },
        ],
        message: '霸王龙吃什么？',
      }),
    );
    expect(pieces).toEqual(['你好', '！我是', '在线', '助手。']);
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent.body).toMatchObject({ model: 'gpt-test', stream: true });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]!.content).toContain('恐龙博士');
    expect(messages[0]!.content).toContain('讲故事');
    expect(messages[0]!.content).toContain('不要编造');
    expect(chat.info).toMatchObject({ provider: 'openai', offline: false, model: 'gpt-test' });
  });

  it('retries on 429 and 5xx with back-off, then succeeds', async () => {
    fake.fail('chat', { status: 503, times: 1 });
    fake.fail('chat', { status: 429, times: 1, retryAfterSeconds: 0 });
    const chat = createOpenAiChat({ ...settings(), model: 'gpt-test' });
    expect((await collect(chat.stream({ message: 'hi' }))).join('')).toBe('你好！我是在线助手。');
    expect(fake.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(2);
  });

  it('gives up after its attempts with a clear Chinese message', async () => {
    fake.fail('chat', { status: 500 });
    const chat = createOpenAiChat({ ...settings(), model: 'gpt-test' });
    await expect(collect(chat.stream({ message: 'hi' }))).rejects.toMatchObject({
      name: 'AiProviderError',
      failure: 'failed',
      message: AiMessages.PROVIDER_FAILED,
    });
    expect(fake.requests).toHaveLength(3);
  });

  it('says the provider is busy after repeated 429', async () => {
    fake.fail('chat', { status: 429, retryAfterSeconds: 0 });
    const chat = createOpenAiChat({ ...settings(), model: 'gpt-test', attempts: 2 });
    await expect(collect(chat.stream({ message: 'hi' }))).rejects.toMatchObject({
      failure: 'busy',
      message: AiMessages.PROVIDER_BUSY,
    });
  });

  it('does not retry a refused key (401)', async () => {
    const chat = createOpenAiChat({ ...settings(), apiKey: 'wrong', model: 'gpt-test' });
    await expect(collect(chat.stream({ message: 'hi' }))).rejects.toMatchObject({
      failure: 'failed',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('times out', async () => {
    fake.delay('chat', 500);
    const chat = createOpenAiChat({ ...settings(), timeoutMs: 150, model: 'gpt-test' });
    await expect(collect(chat.stream({ message: 'hi' }))).rejects.toMatchObject({
      failure: 'timeout',
      message: AiMessages.PROVIDER_TIMEOUT,
    });
  });

  it('fails clearly when the stream breaks in the middle', async () => {
    fake.breakStreamAfter(2);
    const chat = createOpenAiChat({ ...settings(), model: 'gpt-test' });
    const received: string[] = [];
    await expect(async () => {
      for await (const piece of chat.stream({ message: 'hi' })) received.push(piece);
    }).rejects.toMatchObject({ name: 'AiProviderError' });
    expect(received).toEqual(['你好', '！我是']);
  });

  it('stops when the caller aborts', async () => {
    fake.delay('chat', 300);
    const controller = new AbortController();
    const chat = createOpenAiChat({ ...settings(), model: 'gpt-test' });
    setTimeout(() => controller.abort(), 50);
    await expect(
      collect(chat.stream({ message: 'hi', signal: controller.signal })),
    ).rejects.toMatchObject({ detail: 'aborted' });
  });
});

describe('openai adapter: images and moderation', () => {
  it('generates an image from b64_json and returns PNG', async () => {
    const image = createOpenAiImage({ ...settings(), model: 'img-test' });
    const result = await image.draw({ prompt: '一只猫', seed: 1, style: 'watercolour' });
    expect(result.png.subarray(1, 4).toString()).toBe('PNG');
    expect([result.width, result.height]).toEqual([64, 48]);
    expect(fake.requests[0]!.body).toMatchObject({
      model: 'img-test',
      response_format: 'b64_json',
    });
    expect(String(fake.requests[0]!.body.prompt)).toContain('水彩');
    expect(result.engine).toMatchObject({ provider: 'openai', model: 'img-test' });
  });

  it('follows an image URL when the server answers with one', async () => {
    fake.imagesAsUrl(true);
    const result = await createOpenAiImage({ ...settings(), model: 'img-test' }).draw({
      prompt: '一只猫',
      seed: 1,
    });
    expect(result.width).toBe(64);
  });

  it('retries image generation on 502', async () => {
    fake.fail('images', { status: 502, times: 2 });
    const result = await createOpenAiImage({ ...settings(), model: 'img-test' }).draw({
      prompt: '狗',
      seed: 1,
    });
    expect(result.png.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(3);
  });

  it("maps the provider's moderation categories", async () => {
    const moderation = createOpenAiModeration({ ...settings(), model: 'omni-moderation-latest' });
    expect((await moderation.checkText('你好')).allowed).toBe(true);
    expect(await moderation.checkText('你是坏蛋')).toMatchObject({
      allowed: false,
      categories: ['violence'],
      flaggedBy: ['openai'],
    });
  });
});

describe('server-sent events', () => {
  it('reads events split across chunks, with CRLF, comments and multi-line data', async () => {
    const text = ': hello\r\ndata: {"a":1}\r\n\r\nda';
    const rest = 'ta: line1\ndata: line2\n\ndata: [DONE]\n\n';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.enqueue(new TextEncoder().encode(rest));
        controller.close();
      },
    });
    const events: string[] = [];
    for await (const e of readServerSentEvents(body)) events.push(e);
    expect(events).toEqual(['{"a":1}', 'line1\nline2', '[DONE]']);
  });
});
