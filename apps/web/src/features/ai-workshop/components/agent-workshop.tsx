import { EditOutlined, PlusOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { TAiAgentConfig } from '@haoduo/contract';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { Avatar } from '../../../shared/ui/avatar';
import { cx } from '../../../shared/ui/cx';
import { Empty } from '../../../shared/ui/empty';
import { useAddAgent } from '../api/add-agent';
import { useEditAgent } from '../api/edit-agent';
import { useAgent } from '../api/get-agent';
import { useHistory } from '../api/get-history';
import { useAgents } from '../api/list-agents';
import { iconForAgent } from '../api/upload-avatar';
import { useSaveAgentWork } from '../api/save-agent-work';
import { useCurrentClassId } from '../model/use-class-id';
import { AgentBuilderForm, type TAgentFormValues } from './agent-builder-form';
import { BlockedBanner, useBlockedReason } from './class-status-banner';
import styles from './studio.module.css';
import { feedback } from '../../../shared/ui/feedback';

// The chat loads when an agent is opened, not with the builder (the page's first view).
const AgentChat = lazy(() => import('./agent-chat').then((m) => ({ default: m.AgentChat })));

export interface TAgentWorkshopProps {
  /** Opened from a lesson: the new agent's prompt, the lesson's class and its banner. */
  presetPrompt?: string;
  classId?: number;
  banner?: ReactNode;
  /** The lesson a shared agent is handed in for. */
  lessonId?: number;
}

/** /ai/agent: my agents, the builder, and a chat with the chosen agent (?agentId=). */
export function AgentWorkshop({
  presetPrompt,
  classId: lessonClassId,
  banner,
  lessonId,
}: TAgentWorkshopProps = {}) {
  const { t } = useTranslation();
  const { message } = feedback();
  const viewer = useAppStore(viewerKey);
  const currentClassId = useCurrentClassId();
  const classId = lessonClassId ?? currentClassId;
  const [params, setParams] = useSearchParams();
  const agentId = Number(params.get('agentId')) || null;
  const [editing, setEditing] = useState(agentId === null);
  const [preparing, setPreparing] = useState(false);
  const agents = useAgents(viewer);
  const agent = useAgent(viewer, agentId);
  const drawings = useHistory(viewer, 'draw');
  const add = useAddAgent();
  const edit = useEditAgent();
  const share = useSaveAgentWork();
  const blocked = useBlockedReason('agent');
  const icons = (drawings.data?.list ?? [])
    .flatMap((job) => (job.result?.tool === 'draw' ? [job.result.imageUrl] : []))
    .slice(0, 7);

  const open = (id: number | null, editMode: boolean) => {
    setEditing(editMode);
    // A lesson's address stays: its banner and hand-in go with the agent made for it.
    const lesson = params.get('lesson');
    setParams({ ...(lesson ? { lesson } : {}), ...(id ? { agentId: String(id) } : {}) });
  };

  const save = async (values: TAgentFormValues) => {
    setPreparing(true);
    const iconImageUrl = await iconForAgent(values.iconImageUrl)
      .catch(() => {
        void message.error(t('studio.agent.iconFailed'));
        throw new Error('icon');
      })
      .finally(() => setPreparing(false));
    const body = { ...values, iconImageUrl, classId: null };
    const saved: TAiAgentConfig =
      agent.data?.mine && agentId
        ? await edit.mutateAsync({ ...body, id: agentId })
        : await add.mutateAsync(body);
    void message.success(t('studio.agent.saved'));
    open(saved.id, false);
  };

  const shareAgent = async (current: TAiAgentConfig) => {
    await share.mutateAsync({
      agentId: current.id,
      worksName: current.title,
      intro: current.prologue,
      classId,
      lessonId,
    });
    void message.success(t('studio.saved'));
  };

  const current = agentId ? agent.data : null;
  return (
    <div className={styles.studio}>
      <div className={styles.main}>
        <header>
          <h1 className={styles.title}>{t('studio.agent.builder')}</h1>
        </header>
        {banner}
        <BlockedBanner reason={blocked} />
        {editing || !current ? (
          <AgentBuilderForm
            // A new agent's form starts again once the lesson's prompt has come.
            key={current?.id ?? `new-${presetPrompt ? 'lesson' : ''}`}
            initial={current}
            presetPrompt={presetPrompt}
            icons={icons}
            saving={preparing || add.isPending || edit.isPending}
            onSubmit={(values) => void save(values).catch(() => undefined)}
          />
        ) : (
          <>
            <div className={styles.actions}>
              {current.mine && (
                <Button
                  size="large"
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {t('studio.agent.edit')}
                </Button>
              )}
              <Button
                size="large"
                icon={<ShareAltOutlined aria-hidden />}
                loading={share.isPending}
                onClick={() => void shareAgent(current).catch(() => undefined)}
              >
                {t('studio.agent.share')}
              </Button>
            </div>
            <Suspense fallback={<Spin size="large" />}>
              <AgentChat
                key={current.id}
                agentId={current.id}
                title={current.title}
                iconUrl={current.iconImageUrl}
                disabledReason={blocked}
              />
            </Suspense>
          </>
        )}
      </div>
      <aside className={styles.side}>
        <Button
          type="primary"
          size="large"
          block
          icon={<PlusOutlined aria-hidden />}
          onClick={() => open(null, true)}
          style={{ margin: '12px 0' }}
        >
          {t('studio.agent.newAgent')}
        </Button>
        <h2 className={styles.label}>{t('studio.agent.myAgents')}</h2>
        {(agents.data?.list.length ?? 0) === 0 ? (
          <Empty description={t('studio.agent.noAgents')} />
        ) : (
          <ul className={styles.history}>
            {agents.data?.list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={cx(styles.historyItem)}
                  aria-current={item.id === agentId}
                  onClick={() => open(item.id, false)}
                >
                  <Avatar size={40} src={item.iconImageUrl ?? undefined}>
                    {item.title.slice(0, 1)}
                  </Avatar>
                  <span className={styles.historyPrompt}>{item.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
