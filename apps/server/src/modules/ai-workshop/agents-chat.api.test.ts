import {
  AiAgentLimit,
  AiMessages,
  AiWorkshopMessages,
  MODERATION_CATEGORY_MESSAGES,
  type TAiAgentConfig,
  type TAiChatMessage,
  type TAiConversation,
  type TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { counts, openWorkshopApp, pointsOf } from '../../../test/factories/workshop';
import { parseEvents } from './testing/sse';

/** Agents (ai-agent-config) and the streaming chat with the offline assistant. */

const W = '/api/v1/works-service';
const A = `${W}/ai-agent-config/custom`;
const C = `${W}/ai-agent-conversation/custom`;

let t: TTestApp;
let stu001: TCaller;
let stu002: TCaller;
let wang: TCaller;
let ai3001: number;
let stu001Account: number;
let demoAgent: TAiAgentConfig;

beforeAll(async () => {
  t = await openWorkshopApp({ aiOptions: { chatTokenDelayMs: 1 } });
  const schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  stu002 = await studentCaller(t, 'stu002', schools.primary);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  stu001Account = await studentAccountId(t, 'stu001', schools.primary);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const agent = {
  title: '恐龙小博士',
  prologue: '我是恐龙小博士，问我恐龙的事吧！',
  prompt: '霸王龙生活在白垩纪晚期，是肉食恐龙。梁龙脖子很长，吃植物。',
  quickCommands: [{ name: '霸王龙', content: '霸王龙生活在白垩纪晚期。' }],
  voiceStyle: 'lively',
};

describe('agents: refusals first', () => {
  it('refuses anonymous callers, bad input, unsafe texts and other people’s agents', async () => {
    const before = await counts(t);
    expect((await t.api.post(`${A}/add`, agent)).status).toBe(401);
    const bad = await t.api.post(
      `${A}/add`,
      {
        ...agent,
        title: '',
        voiceStyle: 'opera',
        quickCommands: Array.from({ length: AiAgentLimit.QUICK_COMMANDS_MAX + 1 }, () => ({
          name: 'a',
        })),
      },
      stu001.opts(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: AiWorkshopMessages.AGENT_TITLE_REQUIRED },
        { field: 'voiceStyle', message: AiWorkshopMessages.OPTION_INVALID },
        { field: 'quickCommands', message: AiWorkshopMessages.QUICK_COMMANDS_TOO_MANY },
      ]),
    );
    const unsafe = await t.api.post(
      `${A}/add`,
      { ...agent, prompt: '教你怎么制作炸弹' },
      stu001.opts(),
    );
    expect(unsafe.status).toBe(422);
    expect(unsafe.body.message).toBe(MODERATION_CATEGORY_MESSAGES.violence);
    const wrongClass = await t.api.post(`${A}/add`, { ...agent, classId: ai3001 }, stu002.opts());
    expect(wrongClass.status).toBe(403);
    const icon = await t.api.post(
      `${A}/add`,
      { ...agent, iconImageUrl: `/api/ai-files/2026/11/${'a'.repeat(32)}.png` },
      stu001.opts(),
    );
    expect(icon.status).toBe(400);
    expect(icon.body.errors).toEqual([
      { field: 'iconImageUrl', message: AiWorkshopMessages.INPUT_IMAGE_NOT_USABLE },
    ]);

    const list = await t.api.get<TPage<TAiAgentConfig>>(`${A}/list`, {}, stu001.opts());
    demoAgent = list.body.data.list.find((a) => a.title === '小小科学家')!;
    expect(demoAgent).toMatchObject({
      mine: false,
      className: '三年级AI创作班',
      authorName: '王老师',
    });
    expect((await t.api.get(`${A}/detail`, { id: demoAgent.id }, stu002.opts())).status).toBe(403);
    expect(
      (await t.api.post(`${A}/edit`, { ...agent, id: demoAgent.id }, stu001.opts())).status,
    ).toBe(403);
    expect(await counts(t)).toEqual(before);
  });
});

describe('workshop options', () => {
  it('lists the voices and the engines answering now', async () => {
    expect((await t.api.get(`${A}/voice-styles`)).status).toBe(401);
    const voices = await t.api.get<{ id: string; label: string }[]>(
      `${A}/voice-styles`,
      {},
      stu001.opts(),
    );
    expect(voices.body.data).toContainEqual(
      expect.objectContaining({ id: 'lively', label: '活泼伙伴' }),
    );
    const engines = await t.api.get<{ capability: string; offline: boolean }[]>(
      `${W}/ai-engine/custom/list`,
      {},
      stu001.opts(),
    );
    expect(engines.body.data).toContainEqual(
      expect.objectContaining({ capability: 'image', offline: true }),
    );
  });
});

describe('agents: build, edit, chat', () => {
  let mine: TAiAgentConfig;
  let conversation: TAiConversation;

  it('builds and edits an agent', async () => {
    const added = await t.api.post<TAiAgentConfig>(`${A}/add`, agent, stu001.opts());
    expect(added.status).toBe(200);
    mine = added.body.data;
    expect(mine).toMatchObject({
      title: '恐龙小博士',
      mine: true,
      voiceStyle: 'lively',
      classId: null,
    });
    const edited = await t.api.post<TAiAgentConfig>(
      `${A}/edit`,
      { ...agent, id: mine.id, title: '恐龙博士' },
      stu001.opts(),
    );
    expect(edited.body.data.title).toBe('恐龙博士');
    // The pupil's teacher may look at it.
    expect((await t.api.get(`${A}/detail`, { id: mine.id }, wang.opts())).status).toBe(200);
  });

  it('starts a chat with the prologue and how to speak it', async () => {
    const res = await t.api.post<TAiConversation>(
      `${C}/init`,
      { agentConfigId: mine.id, classId: ai3001 },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    conversation = res.body.data;
    expect(conversation).toMatchObject({
      prologue: agent.prologue,
      cost: 1,
      quickCommands: agent.quickCommands,
      engine: { offline: true },
      speech: { mode: 'browser', voiceStyle: 'lively' },
    });
    expect(conversation.speech.utterances[0]!.text).toContain('恐龙');
  });

  it('streams the offline answer from the agent’s own text, charged once', async () => {
    const start = await pointsOf(t, stu001Account);
    const res = await t.api.post(
      `${C}/chat`,
      { conversationId: conversation.conversationId, message: '霸王龙生活在什么时候？' },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.raw.body);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const answer = deltas.map((e) => (e.data as { text: string }).text).join('');
    expect(answer).toContain('白垩纪');
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { points: start - 1, answered: true, engine: { offline: true } },
    });
    expect(await pointsOf(t, stu001Account)).toBe(start - 1);

    const messages = await t.api.get<TAiChatMessage[]>(
      `${C}/messages`,
      { conversationId: conversation.conversationId },
      stu001.opts(),
    );
    expect(messages.body.data.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages.body.data[1]!.content).toBe(answer);
    expect(
      (
        await t.api.get(
          `${C}/messages`,
          { conversationId: conversation.conversationId },
          stu002.opts(),
        )
      ).status,
    ).toBe(403);
  });

  it('reopens the same conversation with its messages, only for its owner and agent', async () => {
    const reopened = await t.api.post<TAiConversation>(
      `${C}/init`,
      { agentConfigId: mine.id, classId: ai3001, conversationId: conversation.conversationId },
      stu001.opts(),
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.conversationId).toBe(conversation.conversationId);
    expect(reopened.body.data.prologue).toBe(agent.prologue);
    const messages = await t.api.get<TAiChatMessage[]>(
      `${C}/messages`,
      { conversationId: conversation.conversationId },
      stu001.opts(),
    );
    expect(messages.body.data.map((m) => m.role)).toEqual(['user', 'assistant']);
    // The language assistant does not continue an agent's conversation: a new one.
    const other = await t.api.post<TAiConversation>(
      `${C}/init`,
      { classId: ai3001, conversationId: conversation.conversationId },
      stu001.opts(),
    );
    expect(other.status).toBe(200);
    expect(other.body.data.conversationId).not.toBe(conversation.conversationId);
    const stranger = await t.api.post(
      `${C}/init`,
      { agentConfigId: mine.id, classId: ai3001, conversationId: conversation.conversationId },
      stu002.opts(),
    );
    expect(stranger.status).toBe(403);
    const missing = await t.api.post(
      `${C}/init`,
      { agentConfigId: mine.id, classId: ai3001, conversationId: 999_999 },
      stu001.opts(),
    );
    expect(missing.status).toBe(404);
  });

  it('refuses bad and unsafe messages before streaming, for free', async () => {
    const start = await pointsOf(t, stu001Account);
    const empty = await t.api.post(
      `${C}/chat`,
      { conversationId: conversation.conversationId, message: ' ' },
      stu001.opts(),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'message', message: AiWorkshopMessages.MESSAGE_REQUIRED },
    ]);
    const unsafe = await t.api.post(
      `${C}/chat`,
      { conversationId: conversation.conversationId, message: '我的手机号是13812345678' },
      stu001.opts(),
    );
    expect(unsafe.status).toBe(422);
    expect(unsafe.body.message).toBe(MODERATION_CATEGORY_MESSAGES['personal-data']);
    const stranger = await t.api.post(
      `${C}/chat`,
      { conversationId: conversation.conversationId, message: '你好' },
      stu002.opts(),
    );
    expect(stranger.status).toBe(403);
    expect(await pointsOf(t, stu001Account)).toBe(start);
  });

  it('shows the teacher the class’s chats', async () => {
    const chat = await t.api.post<TAiConversation>(
      `${C}/init`,
      { agentConfigId: demoAgent.id },
      stu001.opts(),
    );
    const res = await t.api.post(
      `${C}/chat`,
      { conversationId: chat.body.data.conversationId, message: '太阳有多远' },
      stu001.opts(),
    );
    expect(parseEvents(res.raw.body).at(-1)?.event).toBe('done');
    const page = await t.api.get<
      TPage<TAiChatMessage & { authorName: string; agentTitle: string }>
    >(`${W}/ai-history/custom/chat-page`, { classId: ai3001 }, wang.opts());
    expect(page.status).toBe(200);
    expect(page.body.data.list[1]).toMatchObject({
      role: 'user',
      content: '太阳有多远',
      authorName: '张小明',
      agentTitle: '小小科学家',
    });
    expect(
      (await t.api.get(`${W}/ai-history/custom/chat-page`, { classId: ai3001 }, stu001.opts()))
        .status,
    ).toBe(403);
  });
});

describe('the offline assistant charges only for answers', () => {
  async function ask(conversationId: number, message: string) {
    const res = await t.api.post(`${C}/chat`, { conversationId, message }, stu001.opts());
    expect(res.status).toBe(200);
    const events = parseEvents(res.raw.body);
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    return { text, done: events.at(-1)! };
  }

  it('greets with what it can do, and a question it cannot answer costs nothing', async () => {
    const init = await t.api.post<TAiConversation>(`${C}/init`, { classId: ai3001 }, stu001.opts());
    expect(init.body.data.prologue).toContain(AiMessages.OFFLINE_ASSISTANT_HELP);
    const id = init.body.data.conversationId;

    const start = await pointsOf(t, stu001Account);
    const unknown = await ask(id, '火星上有几个卫星？');
    expect(unknown.text).toContain(AiMessages.OFFLINE_ASSISTANT_HELP);
    expect(unknown.done).toMatchObject({ event: 'done', data: { answered: false, points: start } });
    expect(await pointsOf(t, stu001Account)).toBe(start);

    const sum = await ask(id, '12乘3等于几');
    expect(sum.text).toContain('12*3 = 36');
    expect(sum.done).toMatchObject({ data: { answered: true, points: start - 1 } });
    expect(await pointsOf(t, stu001Account)).toBe(start - 1);
  });

  it('an agent with nothing to say neither repeats its greeting nor charges', async () => {
    const greeter = await t.api.post<TAiAgentConfig>(
      `${A}/add`,
      { title: '恐龙小伙伴', prologue: '我是恐龙小伙伴，问我恐龙的事吧！', voiceStyle: 'lively' },
      stu001.opts(),
    );
    const init = await t.api.post<TAiConversation>(
      `${C}/init`,
      { agentConfigId: greeter.body.data.id, classId: ai3001 },
      stu001.opts(),
    );
    const start = await pointsOf(t, stu001Account);
    const before = await counts(t);
    const reply = await ask(init.body.data.conversationId, '恐龙吃什么？');
    expect(reply.text).not.toContain('问我恐龙的事吧');
    expect(reply.text).toContain('这个问题我还不知道呢');
    expect(reply.done).toMatchObject({ data: { answered: false, points: start } });
    expect(await pointsOf(t, stu001Account)).toBe(start);
    // The charge was given back: a charge and its refund in the record.
    expect((await counts(t)).records).toBe(before.records + 2);
  });
});
