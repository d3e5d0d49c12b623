import { AiChatEvent, AiMessages, AiWorkshopMessages, type TVoiceStyle } from '@haoduo/contract';
import type { FastifyReply } from 'fastify';
import { appErrorOfAi } from '../../platform/http/ai-errors';
import { AppError } from '../../platform/http/errors';
import { AiProviderError } from '../../providers/ai/shared/ai-error';
import { refundChat, personaOf, saveAnswer, type TPreparedChat } from './chat.service';
import { engineOf, ResultRefusedError } from './generation-result';
import type { TWorkshop } from './workshop-context';
import { subjectOf } from './workshop-policy';

/**
 * The answer as server-sent events (`text/event-stream`):
 *   event: delta  data: { "text": "..." }          pieces of the answer, in order
 *   event: done   data: { messageId, points, answered, engine, speech, care? }
 *   event: error  data: { code, message, points }   (the message's points were refunded)
 * Every piece is checked by the moderation for minors (with all the answer before it)
 * before it is sent; a refused answer stops with an error and is not kept. When the engine
 * had no answer to give (`answered: false`: the offline assistant cannot answer it), the
 * message's points are given back and `done` says so; the caring answer to a pupil who may be
 * at risk has `care: true`. With the local
 * word list each piece goes out as it comes; with a remote moderation (a network call per
 * check) pieces are held back to the end of a sentence.
 */

/** With a remote moderation: send what is held back at a sentence end or after this many characters. */
const RELEASE_CHARS = 40;
const SENTENCE_END = /[。！？!?.；;\n]\s*$/;

export async function streamChat(
  w: TWorkshop,
  reply: FastifyReply,
  chat: TPreparedChat,
  message: string,
): Promise<void> {
  const controller = new AbortController();
  const raw = reply.raw;
  raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
  });
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const send = (event: string, data: unknown) => {
    if (!raw.writableEnded && !raw.destroyed) {
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    }
  };

  const { registry, db } = w;
  const signal = controller.signal;
  const subject = subjectOf(chat.creator);
  const check = { tool: chat.agent ? 'agent' : 'chat', direction: 'output', signal } as const;
  let answer = '';
  let released = 0;
  if (chat.caring !== null) {
    await sendCaring(w, chat, chat.caring, send);
    raw.end();
    return;
  }
  try {
    const [chatPort, moderation] = await Promise.all([
      registry.port('chat'),
      registry.port('moderation'),
    ]);
    const release = async () => {
      if (answer.length === released) return;
      const checked = await w.safety.checkText(subject, answer, { ...check, record: false });
      if (!checked.allowed) throw new ResultRefusedError(checked.verdict);
      send(AiChatEvent.DELTA, { text: answer.slice(released) });
      released = answer.length;
    };
    const reply = chatPort.stream({
      persona: personaOf(chat.agent),
      history: chat.history,
      message,
      signal,
    });
    const eager = moderation.info.offline;
    for await (const piece of reply) {
      answer += piece;
      if (eager || SENTENCE_END.test(answer) || answer.length - released >= RELEASE_CHARS) {
        await release();
      }
    }
    await release();
    if (answer.trim() === '') throw new AiProviderError('failed', 'empty answer');
    const messageId = await saveAnswer(db, chat.conversationId, answer);
    // Not an answer: the message is free (its charge given back).
    const answered = reply.answered();
    const points = answered
      ? chat.balance
      : await refundChat(db, chat, AiWorkshopMessages.REASON_CHAT_UNANSWERED);
    const voiceStyle = (chat.agent?.voiceStyle ?? 'gentle') as TVoiceStyle;
    const speech = (await registry.port('speech')).plan({ text: answer, voiceStyle });
    send(AiChatEvent.DONE, {
      messageId,
      points,
      answered,
      engine: engineOf(chatPort.info),
      speech: { mode: speech.mode, voiceStyle: speech.voiceStyle, utterances: speech.utterances },
    });
  } catch (error) {
    w.log.warn({ err: error, conversationId: chat.conversationId }, 'chat answer failed');
    let points = chat.balance;
    try {
      points = await refundChat(db, chat);
    } catch (refundError) {
      w.log.error({ err: refundError }, 'chat refund failed');
    }
    const refused = error instanceof ResultRefusedError;
    if (error instanceof ResultRefusedError) {
      await w.safety.recordRefusal(subject, answer, check, error.verdict);
    }
    const answered = appErrorOfAi(error);
    send(AiChatEvent.ERROR, {
      code: refused ? 422 : answered instanceof AppError ? answered.status : 503,
      message: refused
        ? AiWorkshopMessages.ANSWER_REFUSED
        : answered instanceof AppError
          ? answered.message
          : AiMessages.PROVIDER_FAILED,
      points,
    });
  } finally {
    raw.end();
  }
}

/** The caring answer to a pupil who may be at risk: shown and kept, nothing charged. */
async function sendCaring(
  w: TWorkshop,
  chat: TPreparedChat,
  text: string,
  send: (event: string, data: unknown) => void,
): Promise<void> {
  const chatPort = await w.registry.port('chat');
  send(AiChatEvent.DELTA, { text });
  const messageId = await saveAnswer(w.db, chat.conversationId, text, true);
  const voiceStyle = (chat.agent?.voiceStyle ?? 'gentle') as TVoiceStyle;
  const speech = (await w.registry.port('speech')).plan({ text, voiceStyle });
  send(AiChatEvent.DONE, {
    messageId,
    points: chat.balance,
    answered: false,
    engine: engineOf(chatPort.info),
    speech: { mode: speech.mode, voiceStyle: speech.voiceStyle, utterances: speech.utterances },
    care: true,
  });
}
