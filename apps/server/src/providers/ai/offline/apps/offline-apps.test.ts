import { Script } from 'node:vm';
import { SMART_APP_KINDS } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { createOfflineApps } from './offline-apps';
import { chooseKind } from './plan-app';

const apps = createOfflineApps();

function scriptOf(html: string): string {
  return /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
}

function configOf(html: string): Record<string, unknown> {
  const json = /const APP_CONFIG = ([\s\S]*?);\n\/\/ =====/.exec(html)![1]!;
  return JSON.parse(json) as Record<string, unknown>;
}

describe('smart apps', () => {
  it('offers at least 12 kinds', () => {
    expect(apps.kinds().length).toBeGreaterThanOrEqual(12);
  });

  it.each(SMART_APP_KINDS)('builds a self-contained, valid page: %s', async (kind) => {
    const { html, title, engine } = await apps.build({
      prompt: '关于动物的小应用：猫、狗、兔子',
      seed: 1,
      kind,
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toMatch(/https?:\/\/|<link|src=|import\(|fetch\(|XMLHttpRequest|eval\(/);
    expect(() => new Script(scriptOf(html))).not.toThrow();
    expect(engine.offline).toBe(true);
  });

  it.each([
    ['做一个1到50的猜数字游戏', 'guess-number'],
    ['5分钟倒计时', 'pomodoro'],
    ['乘法口诀表', 'times-table'],
    ['动物单词卡片', 'flashcards'],
    ['水果翻牌记忆游戏', 'memory'],
    ['100以内加法测验', 'quiz'],
    ['a dice app with two dice', 'dice'],
    ['随机点名：小明、小红、小刚', 'lucky-draw'],
    ['打地鼠点击小游戏', 'clicker'],
    ['一个画板', 'drawing-board'],
    ['简单计算器', 'calculator'],
    ['打字练习', 'typing'],
    ['长度单位换算', 'unit-converter'],
    ['跑步计时器', 'timer'],
  ])('chooses the kind for %s', (prompt, kind) => {
    expect(chooseKind(prompt)).toBe(kind);
  });

  it('fills the settings from the prompt', async () => {
    expect(
      configOf((await apps.build({ prompt: '做一个1到50的猜数字游戏', seed: 1 })).html),
    ).toEqual({ min: 1, max: 50 });
    expect(
      configOf((await apps.build({ prompt: '随机点名：小明、小红、小刚', seed: 1 })).html),
    ).toEqual({ names: ['小明', '小红', '小刚'] });
    expect(configOf((await apps.build({ prompt: '3个骰子', seed: 1, kind: 'dice' })).html)).toEqual(
      { count: 3 },
    );
    const cards = configOf((await apps.build({ prompt: '单词卡片：猫、狗、苹果', seed: 1 })).html)
      .cards as { front: string; back: string }[];
    expect(cards.slice(0, 3).map((c) => c.back)).toEqual(['cat', 'dog', 'apple']);
  });

  it('computes quiz answers correctly and uses given questions', async () => {
    const sums = configOf((await apps.build({ prompt: '20以内加法测验，5道题', seed: 4 })).html)
      .questions as { question: string; answer: string; choices: string[] }[];
    expect(sums).toHaveLength(5);
    for (const q of sums) {
      const [a, , b] = q.question.split(' ');
      expect(Number(q.answer)).toBe(Number(a) + Number(b));
      expect(q.choices).toContain(q.answer);
    }
    const given = configOf(
      (
        await apps.build({
          prompt: '中国的首都是哪里？北京\n一年有几个季节？四个',
          seed: 1,
          kind: 'quiz',
        })
      ).html,
    ).questions as { question: string; answer: string }[];
    expect(given.map((q) => q.answer)).toEqual(['北京', '四个']);
  });

  it('is deterministic for the same prompt and seed, and escapes script breakers', async () => {
    const a = await apps.build({ prompt: '测验', seed: 3 });
    const b = await apps.build({ prompt: '测验', seed: 3 });
    expect(a.html).toBe(b.html);
    const tricky = await apps.build({ prompt: '随机点名：</script><b>、小红', seed: 1 });
    expect(tricky.html.match(/<\/script>/g)).toHaveLength(1);
  });
});
