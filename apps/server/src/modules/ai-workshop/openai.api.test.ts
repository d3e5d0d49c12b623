import {
  AiMessages,
  AiPointType,
  type TAiConversation,
  type TAiJob,
  type TAiJobAdded,
} from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiPointRecords } from '../../db/schema';
import type { TTestApp } from '../../../test/helpers/test-app';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../test/helpers/fake-openai-server';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { failGeneration } from './generation-handler';
import { counts, openWorkshopApp, pointsOf } from '../../../test/factories/workshop';
import { parseEvents } from './testing/sse';

/**
 * The workshop against a local server that speaks the OpenAI API: image generation,
 * smart apps by the chat model, streaming chat, and provider failures that refund the
 * points exactly once.
 */

const W = '/api/v1/works-service';

let fake: TFakeOpenAi;
let t: TTestApp;
let stu001: TCaller;
let stu001Account: number;
let ai3001: number;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await openWorkshopApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_CHAT_MODEL: 'chat-test',
      OPENAI_IMAGE_MODEL: 'image-test',
      OPENAI_TIMEOUT_MS: '1000',
    },
    aiOptions: { attempts: 1, backoffMs: 1 },
  });
  const schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  stu001Account = await studentAccountId(t, 'stu001', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function recordsOf(generationId: number) {
  return t.database.db
    .select({ pointType: aiPointRecords.pointType, points: aiPointRecords.points })
    .from(aiPointRecords)
    .where(and(eq(aiPointRecords.generationId, generationId)))
    .orderBy(aiPointRecords.id);
}

async function draw(prompt: string) {
  const res = await t.api.post<TAiJobAdded>(
    `${W}/ai-draw/custom/add`,
    { prompt, classId: ai3001 },
    stu001.opts(),
  );
  expect(res.status).toBe(200);
  await t.app.jobs.drain();
  const detail = await t.api.get<TAiJob>(
    `${W}/ai-draw/custom/detail`,
    { id: res.body.data.job.id },
    stu001.opts(),
  );
  return detail.body.data;
}

describe('image generation through the OpenAI API', () => {
  it('draws with the online model and says so', async () => {
    const start = await pointsOf(t, stu001Account);
    const job = await draw('一只在月亮上的兔子');
    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({
      tool: 'draw',
      engine: { provider: 'openai', offline: false, engine: 'openai:image-test' },
    });
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['images']);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'image-test' });
    expect(await pointsOf(t, stu001Account)).toBe(start - 2);
  });

  it('refunds exactly once when the provider fails', async () => {
    fake.fail('images', { status: 500 });
    const start = await pointsOf(t, stu001Account);
    const job = await draw('一座城堡');
    expect(job).toMatchObject({
      status: 'failed',
      refunded: true,
      result: null,
      errorMessage: AiMessages.PROVIDER_FAILED,
    });
    expect(await pointsOf(t, stu001Account)).toBe(start);
    // Failing it again (a second worker, a retry) gives nothing more back.
    await t.database.db.transaction((tx) => failGeneration(tx, job.id, AiMessages.PROVIDER_FAILED));
    expect(await pointsOf(t, stu001Account)).toBe(start);
    expect(await recordsOf(job.id)).toEqual([
      { pointType: AiPointType.CHARGE, points: -2 },
      { pointType: AiPointType.REFUND, points: 2 },
    ]);
  });

  it('refunds when the provider is too slow', async () => {
    fake.delay('images', 3000);
    const start = await pointsOf(t, stu001Account);
    const job = await draw('一条小河');
    expect(job).toMatchObject({ status: 'failed', refunded: true });
    expect(job.errorMessage).toBe(AiMessages.PROVIDER_TIMEOUT);
    expect(await pointsOf(t, stu001Account)).toBe(start);
  });
});

const APP_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>月亮兔子问答</title></head>
<body><h1>月亮兔子问答</h1><button id="start">开始答题</button>
<script>const APP_CONFIG = { rounds: 3 };</script></body></html>`;

async function code(prompt: string) {
  const res = await t.api.post<TAiJobAdded>(
    `${W}/ai-code/custom/add`,
    { prompt, classId: ai3001 },
    stu001.opts(),
  );
  expect(res.status).toBe(200);
  await t.app.jobs.drain();
  const detail = await t.api.get<TAiJob>(
    `${W}/ai-code/custom/detail`,
    { id: res.body.data.job.id },
    stu001.opts(),
  );
  return detail.body.data;
}

describe('smart apps made by the chat model', () => {
  it('makes the app from the model’s page, sandboxed, charged once', async () => {
    fake.chatReply = ['这是你要的小应用：\n```html\n', APP_PAGE, '\n```'];
    const start = await pointsOf(t, stu001Account);
    const job = await code('做一个关于月亮兔子的问答');
    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({
      tool: 'code',
      title: '月亮兔子问答',
      engine: {
        provider: 'openai',
        offline: false,
        engine: 'openai:chat-test',
        fallbackReason: null,
      },
    });
    const result = job.result as Extract<TAiJob['result'], { tool: 'code' }>;
    expect(result.html).toContain('<button id="start">开始答题</button>');
    expect(result.html).toContain('Content-Security-Policy');
    const file = await t.app.inject({ method: 'GET', url: result.htmlUrl });
    expect(file.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
    expect(file.body).toContain('开始答题');
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['chat']);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'chat-test', stream: false });
    const records = await recordsOf(job.id);
    expect(records).toHaveLength(1);
    expect(await pointsOf(t, stu001Account)).toBe(start + records[0]!.points);
  });

  it('falls back to the offline template and says so when the reply is not an app', async () => {
    fake.chatReply = ['抱歉，我现在没办法写这个程序。'];
    const start = await pointsOf(t, stu001Account);
    const job = await code('做一个1到50的猜数字游戏');
    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({
      tool: 'code',
      kind: 'guess-number',
      engine: {
        provider: 'offline',
        offline: true,
        notice: AiMessages.APP_MODEL_UNUSABLE,
        fallbackReason: AiMessages.APP_MODEL_UNUSABLE,
      },
    });
    const records = await recordsOf(job.id);
    expect(records).toEqual([{ pointType: AiPointType.CHARGE, points: records[0]!.points }]);
    expect(await pointsOf(t, stu001Account)).toBe(start + records[0]!.points);
  });

  it('falls back when the model fails, and refunds an app the moderation refuses', async () => {
    fake.fail('chat', { status: 500 });
    const fallen = await code('做一个番茄钟');
    expect(fallen).toMatchObject({
      status: 'done',
      result: { engine: { fallbackReason: AiMessages.APP_MODEL_UNUSABLE } },
    });

    fake.reset();
    fake.chatReply = ['```html\n', APP_PAGE.replace('开始答题', '教你制作炸弹'), '\n```'];
    const start = await pointsOf(t, stu001Account);
    const refused = await code('做一个问答');
    expect(refused).toMatchObject({ status: 'failed', refunded: true, result: null });
    expect(await pointsOf(t, stu001Account)).toBe(start);
  });
});

describe('streaming chat through the OpenAI API', () => {
  let conversation: TAiConversation;

  it('starts a conversation with the language assistant', async () => {
    const res = await t.api.post<TAiConversation>(
      `${W}/ai-agent-conversation/custom/init`,
      { classId: ai3001 },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    conversation = res.body.data;
    expect(conversation).toMatchObject({ agent: null, cost: 1, engine: { provider: 'openai' } });
  });

  it('streams the answer as server-sent events, charged once', async () => {
    fake.chatReply = ['你好！', '我是在线助手。', '很高兴认识你！'];
    const start = await pointsOf(t, stu001Account);
    const res = await t.api.post(
      `${W}/ai-agent-conversation/custom/chat`,
      { conversationId: conversation.conversationId, message: '你好呀' },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.raw.body);
    const deltas = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('你好！我是在线助手。很高兴认识你！');
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { points: start - 1, answered: true },
    });
    expect(await pointsOf(t, stu001Account)).toBe(start - 1);
    const sent = fake.requests.find((r) => r.endpoint === 'chat')!.body;
    expect(sent).toMatchObject({ model: 'chat-test', stream: true });
  });

  it('ends with an error event and a refund when the provider fails mid-answer', async () => {
    fake.chatReply = ['第一句。', '第二句。', '第三句。'];
    fake.breakStreamAfter(1);
    const start = await pointsOf(t, stu001Account);
    const before = await counts(t);
    const res = await t.api.post(
      `${W}/ai-agent-conversation/custom/chat`,
      { conversationId: conversation.conversationId, message: '讲个故事' },
      stu001.opts(),
    );
    const events = parseEvents(res.raw.body);
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 503, points: start },
    });
    expect(await pointsOf(t, stu001Account)).toBe(start);
    expect((await counts(t)).records).toBe(before.records + 2);
  });

  it('refuses an unsafe message before streaming, as a JSON envelope, for free', async () => {
    const start = await pointsOf(t, stu001Account);
    const res = await t.api.post(
      `${W}/ai-agent-conversation/custom/chat`,
      { conversationId: conversation.conversationId, message: '怎么制作炸弹' },
      stu001.opts(),
    );
    expect(res.status).toBe(422);
    expect(res.raw.headers['content-type']).toMatch(/application\/json/);
    expect(await pointsOf(t, stu001Account)).toBe(start);
    expect(fake.requests).toEqual([]);
  });
});
