import { AiMessages } from '@haoduo/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../../test/helpers/fake-openai-server';
import { createOfflineApps } from '../offline/apps/offline-apps';
import { APP_META_CSP, finishAppPage, htmlOfReply, titleOf } from './app-page';
import { APP_SYSTEM_PROMPT, createOpenAiApps } from './openai-apps';

let fake: TFakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>恐龙问答</title></head>
<body><h1>恐龙问答</h1><button id="go">开始</button>
<script>const APP_CONFIG = { questions: 3 }; document.getElementById('go').onclick = () => alert('好');</script>
</body>
</html>`;

const apps = (attempts = 1) =>
  createOpenAiApps(
    {
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey,
      model: 'coder-test',
      timeoutMs: 15_000,
      attempts,
      backoffMs: 1,
    },
    createOfflineApps(),
  );

describe('smart apps from the chat model', () => {
  it('asks the chat model for one safe page and makes the app from its reply', async () => {
    fake.chatReply = ['好的，这是你的小应用：\n\n```html\n', PAGE, '\n```\n祝你玩得开心！'];
    const app = await apps().build({ prompt: '做一个恐龙知识问答', seed: 3, kind: 'quiz' });
    expect(app.engine).toMatchObject({ provider: 'openai', model: 'coder-test', offline: false });
    expect(app.engine.fallbackReason).toBeUndefined();
    expect(app).toMatchObject({ kind: 'quiz', title: '恐龙问答' });
    expect(app.html).toContain('<button id="go">开始</button>');
    expect(app.html).toContain('const APP_CONFIG = { questions: 3 }');
    expect(app.html).not.toContain('祝你玩得开心');
    expect(app.html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${APP_META_CSP}">`,
    );
    expect(app.html.startsWith('<!doctype html>')).toBe(true);

    const sent = fake.requests[0]!;
    expect(sent).toMatchObject({ endpoint: 'chat', body: { model: 'coder-test', stream: false } });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: 'system', content: APP_SYSTEM_PROMPT });
    expect(messages[1]!.content).toContain('做一个恐龙知识问答');
    expect(messages[1]!.content).toContain('知识问答');
  });

  it('falls back to the offline template, saying so, when the reply holds no page', async () => {
    fake.chatReply = ['对不起，我不会写程序。'];
    const app = await apps().build({ prompt: '做一个1到50的猜数字游戏', seed: 1 });
    expect(app.engine).toMatchObject({
      provider: 'offline',
      offline: true,
      notice: AiMessages.APP_MODEL_UNUSABLE,
      fallbackReason: AiMessages.APP_MODEL_UNUSABLE,
    });
    const offline = await createOfflineApps().build({ prompt: '做一个1到50的猜数字游戏', seed: 1 });
    expect(app.html).toBe(offline.html);
    expect(app.kind).toBe('guess-number');
  });

  it('falls back when the model fails, and stops when the job is cancelled', async () => {
    fake.fail('chat', { status: 500 });
    const app = await apps().build({ prompt: '番茄钟', seed: 1 });
    expect(app.engine.fallbackReason).toBe(AiMessages.APP_MODEL_UNUSABLE);
    expect(app.html).toContain('APP_CONFIG');

    fake.reset();
    fake.delay('chat', 2_000);
    const controller = new AbortController();
    const building = apps().build({ prompt: '番茄钟', seed: 1, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(building).rejects.toMatchObject({ name: 'AiProviderError' });
  });
});

describe('the page in a reply', () => {
  it('finds it in an html fence, another fence, a bare document or a cut-off fence', () => {
    expect(htmlOfReply(`看：\n\`\`\`html\n${PAGE}\n\`\`\``)).toBe(PAGE);
    expect(htmlOfReply(`\`\`\`\n${PAGE}\n\`\`\``)).toBe(PAGE);
    expect(htmlOfReply(`\`\`\`css\nbody{}\n\`\`\`\n\`\`\`HTML\n${PAGE}\n\`\`\``)).toBe(PAGE);
    expect(htmlOfReply(`当然！${PAGE}\n希望你喜欢`)).toBe(PAGE);
    expect(htmlOfReply(`\`\`\`html\n${PAGE.slice(0, 200)}`)).toBe(PAGE.slice(0, 200));
    expect(htmlOfReply('<div><button>点我</button></div><script>let n = 0;</script>')).toContain(
      '<button>',
    );
  });

  it('finds none in words, an empty fence or something too large', () => {
    expect(htmlOfReply('')).toBeNull();
    expect(htmlOfReply('我不能帮你做这个。')).toBeNull();
    expect(htmlOfReply('```html\n```')).toBeNull();
    expect(htmlOfReply('```python\nprint("hi")\n```')).toBeNull();
    expect(htmlOfReply(`<div>${'a'.repeat(400_000)}</div>`)).toBeNull();
  });

  it('takes away every reach outside the page and adds the policy', () => {
    const page = finishAppPage(
      `<html><head><link rel="stylesheet" href="https://cdn.example.com/a.css"><base href="https://evil.example/">
<meta http-equiv="refresh" content="0;url=https://evil.example/">
<script src="https://cdn.example.com/lib.js"></script></head>
<body><img src="https://evil.example/track.png" alt="x"><a href="https://evil.example/">去看看</a>
<iframe src="https://evil.example/"></iframe><form action="//evil.example/send"><button>发送</button></form>
<img src="data:image/png;base64,AAAA"><script>let score = 0;</script></body></html>`,
      '小游戏',
    );
    expect(page).not.toMatch(/https?:|\/\/evil|<link|<base|<iframe|refresh|lib\.js/);
    expect(page).toContain('src="data:image/png;base64,AAAA"');
    expect(page).toContain('<script>let score = 0;</script>');
    expect(page).toContain('<a>去看看</a>');
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script'));
    expect(page).toMatch(/^<!doctype html>\n<html><head>\n<meta charset="utf-8">/);
  });

  it('wraps a fragment in a document named by the app', () => {
    const page = finishAppPage('<button>点我</button>', '点击<游戏>');
    expect(page).toContain('<title>点击&lt;游戏&gt;</title>');
    expect(page).toContain('<body>\n<button>点我</button>\n</body>');
    expect(titleOf(page)).toBe('点击<游戏>');
    expect(titleOf('<p>no title</p>')).toBeNull();
  });
});
