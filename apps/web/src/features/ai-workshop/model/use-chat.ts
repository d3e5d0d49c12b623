import { ApiError, type TAiChatDone, type TAiConversation } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../shared/stores/app-store';
import { refreshUserPoints } from '../../../shared/points/user-points';
import { viewerKey } from '../../../shared/stores/session';
import { chatStream, ChatStreamError } from '../api/chat-stream';
import { getConversationMessages } from '../api/get-conversation-messages';
import { initConversation } from '../api/init-conversation';
import { isCareRefusal, isFreeRefusal } from './safety-answer';

export interface TChatLine {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  /** False when the assistant had no answer to give (the message was free). */
  answered?: boolean;
  /** The caring answer to a pupil who may be at risk (shown warmly, with the help lines). */
  care?: boolean;
}

/** Why the last message was not answered; `free`: it cost no points. */
export interface TChatProblem {
  message: string;
  free: boolean;
  /** The caring answer to a pupil who may be at risk, not an error. */
  care?: boolean;
}

/** The conversation a person last had with an agent (or the assistant), to reopen it. */
const storageKey = (viewer: string, agentConfigId: number | undefined) =>
  `haoduo.chat.${viewer}.${agentConfigId ?? 'language'}`;

function savedConversation(viewer: string, agentConfigId: number | undefined): number | null {
  try {
    const value = Number(window.localStorage.getItem(storageKey(viewer, agentConfigId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function rememberConversation(viewer: string, agentConfigId: number | undefined, id: number) {
  try {
    window.localStorage.setItem(storageKey(viewer, agentConfigId), String(id));
  } catch {
    // Private mode: the chat just starts afresh next time.
  }
}

function forgetConversation(viewer: string, agentConfigId: number | undefined) {
  try {
    window.localStorage.removeItem(storageKey(viewer, agentConfigId));
  } catch {
    // Nothing saved.
  }
}

/**
 * A chat with an agent (or the language assistant): the prologue first, the earlier messages
 * when the page reopens the person's last conversation with it, then each answer as it
 * streams in; `onAnswer` hears the finished answer (to speak it; `done.answered` false: not
 * an answer, nothing to celebrate). A line the assistant could not answer is marked
 * `answered: false` (it was free). `restart` starts afresh.
 */
export function useChat(
  agentConfigId: number | undefined,
  classId: number | undefined,
  onAnswer: (done: TAiChatDone) => void,
) {
  const viewer = useAppStore(viewerKey);
  const client = useQueryClient();
  const [conversation, setConversation] = useState<TAiConversation | null>(null);
  const [lines, setLines] = useState<TChatLine[]>([]);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<TChatProblem | null>(null);
  const abort = useRef<AbortController | null>(null);

  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    abort.current?.abort();
    const saved = savedConversation(viewer, agentConfigId);
    const start = async () => {
      let started: TAiConversation;
      try {
        started = await initConversation({
          agentConfigId,
          classId,
          ...(saved !== null ? { conversationId: saved } : {}),
        });
      } catch (error) {
        // The saved conversation is gone or not this person's: start a new one.
        if (saved === null || !(error instanceof ApiError)) throw error;
        forgetConversation(viewer, agentConfigId);
        started = await initConversation({ agentConfigId, classId });
      }
      // Reopened: the earlier messages under the greeting.
      const earlier =
        started.conversationId === saved
          ? await getConversationMessages(saved).catch(() => [])
          : [];
      return { started, earlier };
    };
    start().then(
      ({ started, earlier }) => {
        if (!live) return;
        rememberConversation(viewer, agentConfigId, started.conversationId);
        setProblem(null);
        setConversation(started);
        void refreshUserPoints(client, viewer, started.points);
        setLines([
          { key: 'prologue', role: 'assistant', text: started.prologue },
          ...earlier.map((message): TChatLine => ({
            key: `m${message.id}`,
            role: message.role,
            text: message.content,
            ...(message.role === 'assistant' && message.care === true ? { care: true } : {}),
          })),
        ]);
      },
      (error: unknown) => {
        if (live && error instanceof ApiError) setProblem({ message: error.message, free: false });
      },
    );
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [agentConfigId, classId, client, round, viewer]);

  /** A new conversation (the earlier one stays in the teacher's record). */
  const restart = useCallback(() => {
    forgetConversation(viewer, agentConfigId);
    setRound((n) => n + 1);
  }, [agentConfigId, viewer]);

  const send = useCallback(
    async (message: string) => {
      const text = message.trim();
      if (!conversation || !text || sending) return;
      setProblem(null);
      setSending(true);
      const key = `${Date.now()}`;
      setLines((all) => [
        ...all,
        { key: `${key}-q`, role: 'user', text },
        { key: `${key}-a`, role: 'assistant', text: '' },
      ]);
      const controller = new AbortController();
      abort.current = controller;
      const append = (piece: string) =>
        setLines((all) =>
          all.map((line) =>
            line.key === `${key}-a` ? { ...line, text: line.text + piece } : line,
          ),
        );
      try {
        const done = await chatStream(
          conversation.conversationId,
          text,
          { onDelta: append },
          controller.signal,
        );
        if (done.answered === false || done.care === true) {
          setLines((all) =>
            all.map((line) =>
              line.key === `${key}-a`
                ? { ...line, answered: false, care: done.care === true }
                : line,
            ),
          );
        }
        void refreshUserPoints(client, viewer, done.points);
        onAnswer(done);
      } catch (error) {
        setLines((all) => all.filter((line) => line.key !== `${key}-a` || line.text !== ''));
        if ((error instanceof ChatStreamError || error instanceof ApiError) && error.message) {
          // Refused before the charge (422), or refused and given back in the stream.
          const free = isFreeRefusal(error) || error instanceof ChatStreamError;
          setProblem({ message: error.message, free, care: isCareRefusal(error) });
        }
        // A failed answer is refunded: read the balance again.
        void refreshUserPoints(client, viewer);
      } finally {
        setSending(false);
      }
    },
    [client, conversation, onAnswer, sending, viewer],
  );

  return { conversation, lines, send, sending, problem, restart };
}
