import { RedoOutlined, SoundOutlined } from '@ant-design/icons';
import { AccountType, type TAiChatDone } from '@haoduo/contract';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { cx } from '../../../shared/ui/cx';
import { canSpeak, speakPlan, stopSpeaking } from '../model/speech';
import { useChat } from '../model/use-chat';
import { useCurrentClassId } from '../model/use-class-id';
import chat from './agent.module.css';
import honest from './agent-chat.module.css';
import { CaringNote, RefusalNotice } from './refusal-notice';
import { Alert } from '../../../shared/ui/alert';
import { Avatar } from '../../../shared/ui/avatar';
import { Switch } from '../../../shared/ui/switch';
import { TextArea } from '../../../shared/ui/text-area';

export interface TAgentChatProps {
  /** Absent: the language assistant. */
  agentId?: number;
  title: string;
  iconUrl?: string | null;
  disabledReason?: string | null;
  /** A first message prepared by a lesson: in the box, for the pupil to send or change. */
  presetDraft?: string;
}

const AUTO_SIZE = { minRows: 1, maxRows: 4 };

/**
 * A chat that streams its answers and reads them aloud in the agent's voice. With the
 * offline assistant it says so (teachers learn that a model server gives real answers), and
 * an answer it could not give says it was free.
 */
export function AgentChat({
  agentId,
  title,
  iconUrl,
  disabledReason,
  presetDraft,
}: TAgentChatProps) {
  const { t } = useTranslation();
  const classId = useCurrentClassId();
  const teacher = useAppStore((state) => state.accountType === AccountType.TEACHER);
  const [autoSpeak, setAutoSpeak] = useState(canSpeak());
  const [draft, setDraft] = useState(presetDraft ?? '');
  // The lesson's message arrives after the first view: it fills an empty box once.
  const [seenPreset, setSeenPreset] = useState(presetDraft);
  if (presetDraft !== seenPreset) {
    setSeenPreset(presetDraft);
    if (presetDraft && !draft) setDraft(presetDraft);
  }
  const lastPlan = useRef<TAiChatDone['speech'] | null>(null);
  const autoRef = useRef(autoSpeak);
  useEffect(() => {
    autoRef.current = autoSpeak;
  }, [autoSpeak]);
  const onAnswer = useCallback((done: TAiChatDone) => {
    lastPlan.current = done.speech;
    if (autoRef.current) speakPlan(done.speech);
  }, []);
  const { conversation, lines, send, sending, problem, restart } = useChat(
    agentId,
    classId,
    onAnswer,
  );
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [lines]);
  useEffect(() => () => stopSpeaking(), []);

  const submit = (text: string) => {
    if (!text.trim()) return;
    setDraft('');
    void send(text);
  };
  const blocked = Boolean(disabledReason) || !conversation;

  return (
    <section className={chat.chat} aria-label={title}>
      <header className={chat.chatHead}>
        <Avatar size={40} src={iconUrl ?? undefined}>
          {title.slice(0, 1)}
        </Avatar>
        <strong className={chat.chatTitle}>{title}</strong>
        {conversation && (
          <span className={chat.cost}>
            {t('studio.agent.costPerMessage', { cost: conversation.cost })}
          </span>
        )}
        {canSpeak() && (
          <label className={chat.speakSwitch}>
            <Switch checked={autoSpeak} onChange={setAutoSpeak} />
            {t('studio.agent.autoSpeak')}
          </label>
        )}
        <Button icon={<RedoOutlined aria-hidden />} onClick={restart}>
          {t('studio.agent.restart')}
        </Button>
      </header>
      <div className={chat.lines} ref={listRef} data-testid="chat-lines">
        {lines.map((line) =>
          line.care ? (
            <div key={line.key} className={honest.careLine} data-role={line.role}>
              <CaringNote text={line.text} testId="chat-care" />
            </div>
          ) : (
            <div
              key={line.key}
              className={cx(chat.line, line.role === 'user' ? chat.mine : chat.theirs)}
              data-role={line.role}
            >
              {line.text || t('studio.agent.thinking')}
              {line.answered === false && (
                <span className={honest.free} data-testid="chat-not-answered">
                  {t('studio.agent.notAnswered')}
                </span>
              )}
            </div>
          ),
        )}
      </div>
      {conversation?.engine.offline && (
        <Alert
          type="info"
          showIcon
          role="note"
          className={honest.offline}
          message={t(teacher ? 'studio.agent.offlineTeacher' : 'studio.agent.offlinePupil')}
          data-testid="chat-offline-notice"
        />
      )}
      {disabledReason && <Alert type="warning" showIcon message={disabledReason} />}
      {problem && (
        <RefusalNotice
          message={problem.message}
          free={problem.free}
          care={problem.care}
          testId="chat-refusal"
        />
      )}
      {conversation && conversation.quickCommands.length > 0 && (
        <div className={chat.quick}>
          {conversation.quickCommands.map((command) => (
            <Button
              key={command.name}
              size="large"
              disabled={blocked || sending}
              onClick={() => submit(command.content || command.name)}
            >
              {command.name}
            </Button>
          ))}
        </div>
      )}
      <div className={chat.compose}>
        <TextArea
          value={draft}
          onChange={setDraft}
          placeholder={t('studio.agent.inputPlaceholder')}
          autoSize={AUTO_SIZE}
          maxLength={500}
          aria-label={t('studio.agent.inputPlaceholder')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit(draft);
            }
          }}
        />
        <Button
          type="primary"
          size="large"
          loading={sending}
          disabled={blocked || !draft.trim()}
          onClick={() => submit(draft)}
        >
          {t('studio.agent.send')}
        </Button>
        {canSpeak() && (
          <Button
            size="large"
            icon={<SoundOutlined aria-hidden />}
            aria-label={t('studio.agent.speak')}
            onClick={() => lastPlan.current && speakPlan(lastPlan.current)}
          />
        )}
      </div>
    </section>
  );
}
