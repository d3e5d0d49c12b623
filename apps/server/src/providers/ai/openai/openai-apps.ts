import { AiMessages, SMART_APP_KIND_LABELS } from '@haoduo/contract';
import { APP_ENGINE } from '../offline/apps/offline-apps';
import { chooseKind, planApp } from '../offline/apps/plan-app';
import type { TAppPort, TAppRequest, TAppResult } from '../ports';
import { openaiInfo } from '../shared/engine-info';
import { randomFor } from '../shared/random';
import { finishAppPage, htmlOfReply, titleOf } from './app-page';
import { postJson, readJson, type TOpenAiSettings } from './openai-client';

/**
 * Smart apps (ai-code) made by the chat model: it is asked for one self-contained HTML page
 * for children, the page is taken from its reply and made safe (no outside resources, a
 * content security policy of its own), and it runs in the same sandboxed frame as the
 * offline templates. When the model fails or its reply holds no usable page, the offline
 * template makes the app and the result says so.
 */

export const APP_SYSTEM_PROMPT = [
  '你是一位给中小学生做网页小应用的程序员。根据学生的描述，写一个完整、可以直接运行的网页小应用。',
  '要求：',
  '1. 只输出一个 ```html 代码块，里面是完整的 HTML 文档（以 <!doctype html> 开头），不要写其它解释。',
  '2. CSS 和 JavaScript 都写在这个文件里，不能使用任何外部资源：不用 <link>、带 src 的外部脚本、网络图片或字体，不用 fetch、XMLHttpRequest、WebSocket，不联网，不跳转到别的网页。',
  '3. 界面用简体中文，字大、按钮大、颜色明快，适合 8 到 12 岁的孩子在电脑和平板上使用；<title> 写应用的名字。',
  '4. 内容健康、友善、安全，适合儿童；不收集、不保存任何个人信息，不用 cookie 或 localStorage。',
  '5. 把可以修改的设置放在脚本开头的 const APP_CONFIG = { ... }; 里，方便学生自己改。',
].join('\n');

interface TCompletion {
  choices?: { message?: { content?: string | null } }[];
}

export function appUserMessage(request: TAppRequest): string {
  const kind = request.kind ? `\n应用类型：${SMART_APP_KIND_LABELS[request.kind]}` : '';
  return `学生的描述：${request.prompt}${kind}`;
}

export function createOpenAiApps(
  settings: TOpenAiSettings & { model: string },
  fallback: TAppPort,
): TAppPort {
  const info = openaiInfo('app', settings.model);

  async function fromModel(request: TAppRequest): Promise<string | null> {
    const { response, signal } = await postJson(
      settings,
      'chat/completions',
      {
        model: settings.model,
        messages: [
          { role: 'system', content: APP_SYSTEM_PROMPT },
          { role: 'user', content: appUserMessage(request) },
        ],
        stream: false,
      },
      request.signal,
    );
    const body = await readJson<TCompletion>(response, signal, 'chat/completions');
    return htmlOfReply(body.choices?.[0]?.message?.content ?? '');
  }

  return {
    info,
    kinds: () => fallback.kinds(),
    async build(request): Promise<TAppResult> {
      const kind = chooseKind(request.prompt, request.kind);
      let html: string | null = null;
      try {
        html = await fromModel(request);
      } catch (error) {
        // A cancelled job stops; a failing model gives way to the template below.
        if (request.signal?.aborted) throw error;
      }
      if (html) {
        const planned = planApp(
          request.prompt,
          randomFor(request.prompt, request.seed, APP_ENGINE),
          kind,
        );
        const title = titleOf(html) ?? planned.title;
        return { html: finishAppPage(html, title), kind, title, engine: info };
      }
      const offline = await fallback.build(request);
      return {
        ...offline,
        engine: {
          ...offline.engine,
          notice: AiMessages.APP_MODEL_UNUSABLE,
          fallbackReason: AiMessages.APP_MODEL_UNUSABLE,
        },
      };
    },
  };
}
