import { ArrowLeftOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { connectLabModels } from '../../../features/training';
import { AgentSandbox, LikeButton, useWork, WorkNotFound } from '../../../features/works';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import styles from './agent-code-page.module.css';

/**
 * /agent/code?id=: a smart application or agent program, run in a sandboxed frame. The frame
 * may ask for the pupil's trained image or posture models (features/training/bridge).
 */
export default function AgentCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, query: work, missing, errorMessage } = useWork();
  usePageTitle(work.data?.worksName ?? t('pages.agentCode'));
  if (missing) return <WorkNotFound message={errorMessage} />;
  if (!work.data) {
    return (
      <div className={styles.loading}>
        <Spin size="large" />
      </div>
    );
  }
  const { worksName, worksAuthor, agentProgramCode, jumpUrl } = work.data;
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} />
        <div className={styles.titles}>
          <h1 className={styles.name}>{worksName}</h1>
          <span className={styles.author}>{worksAuthor}</span>
        </div>
        <span className={styles.note}>
          <SafetyOutlined /> {t('works.agent.sandboxNote')}
        </span>
        <LikeButton worksId={id} likeCount={work.data.likeCount} hasLike={work.data.hasLike} />
      </header>
      <main className={styles.main}>
        {agentProgramCode ? (
          <AgentSandbox code={agentProgramCode} title={worksName} connect={connectLabModels} />
        ) : jumpUrl ? (
          <div className={styles.center}>
            <a href={jumpUrl} target="_blank" rel="noopener noreferrer">
              <Button type="primary" size="large">
                {t('works.agent.openLink')}
              </Button>
            </a>
          </div>
        ) : (
          <Empty className={styles.center} description={t('works.agent.noCode')} />
        )}
      </main>
    </div>
  );
}
