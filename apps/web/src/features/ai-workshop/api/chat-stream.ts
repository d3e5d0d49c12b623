import { AiChatEvent, aiConversationEndpoints, type TAiChatDone } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { parseSse } from '../../../shared/api/sse';

export interface TChatHandlers {
  onDelta: (text: string) => void;
}

/** The chat stream ended without an answer: the server's message and the points after. */
export class ChatStreamError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly points: number | null,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

/**
 * POST ai-agent-conversation/custom/chat: the answer as server-sent events, read with fetch
 * and a stream reader (EventSource cannot POST), through the site's one API client (signed
 * like every signed call). Resolves with the `done` event; refusals before the stream are
 * ApiErrors (silent: the chat shows them), failures in it ChatStreamErrors.
 */
export async function chatStream(
  conversationId: number,
  message: string,
  handlers: TChatHandlers,
  signal?: AbortSignal,
): Promise<TAiChatDone> {
  const response = await api.stream(
    aiConversationEndpoints.chat,
    { conversationId, message },
    { signal, silent: true },
  );
  return readEvents(response.body!, handlers);
}

async function readEvents(
  stream: ReadableStream<Uint8Array>,
  handlers: TChatHandlers,
): Promise<TAiChatDone> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    const parsed = parseSse(done ? `${buffer}\n\n` : buffer);
    buffer = parsed.rest;
    for (const event of parsed.events) {
      const data = JSON.parse(event.data) as Record<string, unknown>;
      if (event.event === AiChatEvent.DELTA) handlers.onDelta(String(data.text ?? ''));
      else if (event.event === AiChatEvent.DONE) return data as unknown as TAiChatDone;
      else if (event.event === AiChatEvent.ERROR) {
        throw new ChatStreamError(
          Number(data.code ?? 500),
          String(data.message ?? ''),
          typeof data.points === 'number' ? data.points : null,
        );
      }
    }
    if (done) throw new ChatStreamError(503, '', null);
  }
}
