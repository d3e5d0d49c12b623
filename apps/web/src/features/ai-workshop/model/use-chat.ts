import { ApiError, type TAiChatDone, type TAiConversation } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../shared/stores/app-store';
import { refreshUserPoints } from '../../../shared/points/user-points';
import { viewerKey } from '../../../shared/stores/session';
import { chatStream, ChatStreamError } from '../api/chat-stream';
import { initConversation } from '../api/init-conversation';

export interface TChatLine {
  key: string;
  role: 'user' | 'assistant';
  text: string;
}

/**
 * A chat with an agent (or the language assistant): the prologue first, then each answer
 * as it streams in; `onAnswer` hears the finished answer (to speak it).
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
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    abort.current?.abort();
    initConversation({ agentConfigId, classId }).then(
      (started) => {
        if (!live) return;
        setProblem(null);
        setConversation(started);
        void refreshUserPoints(client, viewer, started.points);
        setLines([{ key: 'prologue', role: 'assistant', text: started.prologue }]);
      },
      (error: unknown) => {
        if (live && error instanceof ApiError) setProblem(error.message);
      },
    );
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [agentConfigId, classId, client, round, viewer]);

  const restart = useCallback(() => setRound((n) => n + 1), []);

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
        void refreshUserPoints(client, viewer, done.points);
        onAnswer(done);
      } catch (error) {
        setLines((all) => all.filter((line) => line.key !== `${key}-a` || line.text !== ''));
        if (error instanceof ChatStreamError || error instanceof ApiError) {
          setProblem(error.message || null);
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
