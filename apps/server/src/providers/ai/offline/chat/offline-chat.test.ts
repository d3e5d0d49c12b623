import { AiMessages } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import type { TAgentPersona } from '../../ports';
import { solveArithmetic } from './arithmetic';
import { createOfflineChat, toDeltas } from './offline-chat';

const dino: TAgentPersona = {
  title: '恐龙博士',
  prologue: '你好呀！我是恐龙博士，想知道恐龙的秘密吗？',
  prompt:
    '你是一位恐龙专家，说话温柔有趣。霸王龙生活在白垩纪晚期，体长大约12米。三角龙头上有三只角，是植食性恐龙。梁龙的脖子很长，喜欢吃高处的树叶。',
  quickCommands: [
    { name: '讲个故事', content: '从前，有一只小三角龙，它每天都和好朋友一起吃树叶。' },
    { name: '恐龙小知识', content: '恐龙生活在中生代，距今大约两亿多年到六千六百万年前。' },
  ],
};

async function ask(
  message: string,
  persona: TAgentPersona | null = dino,
  history: { role: 'user' | 'assistant'; content: string }[] = [],
) {
  const chat = createOfflineChat();
  const deltas: string[] = [];
  const reply = chat.stream({ persona: persona ?? undefined, message, history });
  for await (const delta of reply) deltas.push(delta);
  return { text: deltas.join(''), deltas, answered: reply.answered() };
}

describe('offline chat', () => {
  it('greets with the prologue and says it is the offline assistant (not an answer)', async () => {
    const { text, answered } = await ask('你好');
    expect(text).toContain('你好呀！我是恐龙博士');
    expect(text).toContain('离线助手');
    expect(answered).toBe(false);
  });

  it('answers from the agent prompt only', async () => {
    expect(await ask('霸王龙有多长？')).toMatchObject({
      text: expect.stringContaining('体长大约12米'),
      answered: true,
    });
    expect((await ask('三角龙吃什么')).text).toContain('植食性');
    expect((await ask('梁龙的脖子怎么样', dino, [{ role: 'assistant', content: 'hi' }])).text).toBe(
      '梁龙的脖子很长，喜欢吃高处的树叶。',
    );
  });

  it('runs quick commands by their names', async () => {
    expect(await ask('讲个故事')).toMatchObject({
      text: '从前，有一只小三角龙，它每天都和好朋友一起吃树叶。',
      answered: true,
    });
  });

  it('asks a quick command that is a question instead of echoing it', async () => {
    const asker: TAgentPersona = {
      title: '恐龙博士',
      prompt: '最大的恐龙是阿根廷龙，身长三十多米。',
      quickCommands: [
        { name: '最大的恐龙', content: '哪种恐龙最大？' },
        { name: '火星', content: '火星上有几个卫星？' },
      ],
    };
    for (const message of ['最大的恐龙', '哪种恐龙最大？']) {
      expect(await ask(message, asker), message).toMatchObject({
        text: expect.stringContaining('阿根廷龙'),
        answered: true,
      });
    }
    const unknown = await ask('火星', asker);
    expect(unknown.answered).toBe(false);
    expect(unknown.text).toContain('这个问题我还不知道呢');
  });

  it('does not repeat its greeting as an answer, and keeps the facts of its prologue', async () => {
    const greeter: TAgentPersona = {
      title: '恐龙小博士',
      prologue: '你好！我是恐龙小博士，问我恐龙的事吧！想知道恐龙的秘密吗？',
    };
    const { text, answered } = await ask('恐龙吃什么', greeter);
    expect(answered).toBe(false);
    expect(text).not.toContain('问我恐龙的事吧');
    expect(text).toContain('这个问题我还不知道呢');
    const teller: TAgentPersona = {
      title: '恐龙小博士',
      prologue: '你好呀！霸王龙是最有名的肉食恐龙。',
    };
    expect(await ask('霸王龙是什么恐龙', teller)).toMatchObject({
      text: expect.stringContaining('霸王龙是最有名的肉食恐龙。'),
      answered: true,
    });
  });

  it('never makes up facts it was not given', async () => {
    for (const question of [
      '火星上有几个卫星？',
      '北京的人口是多少',
      'What is the capital of France?',
      '剑龙有多重',
    ]) {
      const { text, answered } = await ask(question);
      expect(text, question).toContain('这个问题我还不知道呢');
      expect(answered, question).toBe(false);
      expect(text).toContain('离线助手');
      expect(text).not.toMatch(/\d{3,}/);
    }
  });

  it('computes sums instead of guessing', async () => {
    expect(await ask('12乘3等于几', null)).toMatchObject({
      text: expect.stringContaining('12*3 = 36'),
      answered: true,
    });
    expect(solveArithmetic('(2+3)*4')).toBe('(2+3)*4 = 20');
    expect(solveArithmetic('霸王龙有多长')).toBeNull();
  });

  it('works without an agent as the general assistant', async () => {
    const { text, answered } = await ask('你是谁', null);
    expect(text).toContain('好多AI小助手');
    expect(text).toContain(AiMessages.OFFLINE_ASSISTANT_HELP);
    expect(answered).toBe(false);
    expect((await ask('你是谁')).text).toContain('我是恐龙博士。我是一位恐龙专家');
  });

  it('says plainly what it can do, and what it cannot answer, for free', async () => {
    for (const message of ['你能做什么', '你好', '火星上有几个卫星？', '谢谢']) {
      const { text, answered } = await ask(message, null);
      expect(answered, message).toBe(false);
      if (message !== '谢谢') expect(text, message).toContain(AiMessages.OFFLINE_ASSISTANT_HELP);
    }
    expect((await ask('火星上有几个卫星？', null)).text).toMatch(/^这个问题我还不知道呢。/);
  });

  it('streams in small pieces and stops when aborted', async () => {
    const { deltas, text } = await ask('你好');
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.every((d) => d.length <= 12)).toBe(true);
    expect(deltas.join('')).toBe(text);
    expect(toDeltas('Hello world, 你好').join('')).toBe('Hello world, 你好');
    const controller = new AbortController();
    const stream = createOfflineChat().stream({
      persona: dino,
      message: '你好',
      signal: controller.signal,
    });
    const collected: string[] = [];
    await expect(async () => {
      for await (const d of stream) {
        collected.push(d);
        controller.abort();
      }
    }).rejects.toMatchObject({ name: 'AiProviderError' });
    expect(collected).toHaveLength(1);
  });
});
