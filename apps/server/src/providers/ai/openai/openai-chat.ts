import type { TAgentPersona, TChatMessage, TChatPort, TChatRequest } from '../ports';
import { AiProviderError } from '../shared/ai-error';
import { openaiInfo } from '../shared/engine-info';
import { postJson, type TOpenAiSettings } from './openai-client';
import { readServerSentEvents } from './sse';

/** The rules every online answer follows, whatever the agent's author wrote. */
export const CHILD_SAFE_RULES =
  '你正在和中小学生对话。回答要简短、友善、准确、适合儿童；不知道的事情就直接说不知道，不要编造；不要索取或透露个人信息。';

export function systemPrompt(persona: TAgentPersona | undefined): string {
  if (!persona) return `你是好多AI小助手。${CHILD_SAFE_RULES}`;
  const commands = (persona.quickCommands ?? []).map((c) => `- ${c.name}：${c.content}`).join('\n');
  return [
    `你是「${persona.title}」。`,
    persona.prompt?.trim() ?? '',
    persona.prologue ? `你的开场白：${persona.prologue.trim()}` : '',
    commands ? `快捷指令（用户发送指令名称时按内容回答）：\n${commands}` : '',
    CHILD_SAFE_RULES,
  ]
    .filter(Boolean)
    .join('\n');
}

interface TStreamChunk {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
}

export function createOpenAiChat(settings: TOpenAiSettings & { model: string }): TChatPort {
  return {
    info: openaiInfo('chat', settings.model),
    // A model's reply is always an answer (an empty one fails the stream instead).
    stream: (request) => ({ [Symbol.asyncIterator]: () => deltas(request), answered: () => true }),
  };

  async function* deltas(request: TChatRequest): AsyncGenerator<string> {
    const messages: { role: string; content: string }[] = [
      { role: 'system', content: systemPrompt(request.persona) },
      ...(request.history ?? []).map((m: TChatMessage) => ({ role: m.role, content: m.content })),
      { role: 'user', content: request.message },
    ];
    const { response, signal } = await postJson(
      settings,
      'chat/completions',
      { model: settings.model, messages, stream: true },
      request.signal,
    );
    if (!response.body) throw new AiProviderError('failed', 'chat: empty body');
    try {
      for await (const data of readServerSentEvents(response.body)) {
        if (data.trim() === '[DONE]') return;
        let chunk: TStreamChunk;
        try {
          chunk = JSON.parse(data) as TStreamChunk;
        } catch {
          throw new AiProviderError('failed', `chat: bad event ${data.slice(0, 100)}`);
        }
        if (chunk.error)
          throw new AiProviderError('failed', `chat: ${chunk.error.message ?? 'error event'}`);
        const delta = chunk.choices?.[0]?.delta?.content;
        if (delta) yield delta;
      }
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      if (request.signal?.aborted) throw new AiProviderError('failed', 'aborted');
      if (signal.aborted)
        throw new AiProviderError('timeout', 'chat: stream did not finish in time');
      throw new AiProviderError('failed', `chat: stream broke (${(error as Error).message})`);
    }
  }
}
