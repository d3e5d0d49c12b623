import { HeartFilled } from '@ant-design/icons';
import type { TAiJob, TAiTool } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { TabBar } from '../../../shared/ui/tab-bar';
import { useCollected } from '../api/get-collected';
import { useHistory } from '../api/get-history';
import styles from './studio.module.css';
import { Empty } from '../../../shared/ui/empty';

function thumbOf(job: TAiJob): string | null {
  const r = job.result;
  if (!r) return null;
  if (r.tool === 'draw' || r.tool === 'draw-color') return r.imageUrl;
  if (r.tool === 'video') return r.posterUrl;
  return null;
}

/** A record's name: the pupil's words, else the result's own title, never a number. */
export function recordName(job: TAiJob, untitled: string): string {
  const prompt = job.prompt.trim();
  if (prompt) return prompt;
  const r = job.result;
  if (r && (r.tool === 'draw-color' || r.tool === 'code') && r.title.trim()) return r.title;
  return untitled;
}

const SYMBOLS: Record<string, string> = { music: '♪', code: '</>', model3d: '▲' };

function JobList({ jobs, onPick }: { jobs: TAiJob[]; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  if (jobs.length === 0) return <Empty description={t('studio.emptyHistory')} />;
  return (
    <ul className={styles.history}>
      {jobs.map((job) => {
        const thumb = thumbOf(job);
        return (
          <li key={job.id}>
            <button type="button" className={styles.historyItem} onClick={() => onPick(job.id)}>
              {thumb ? (
                <img src={thumb} alt="" className={styles.thumb} />
              ) : (
                <span className={styles.thumbText}>
                  {job.status === 'failed' ? '✕' : (SYMBOLS[job.tool] ?? '…')}
                </span>
              )}
              <span className={styles.historyPrompt}>
                {job.collected && <HeartFilled aria-hidden className={styles.heart} />}
                {recordName(job, t('studio.untitled'))}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** My history and my favourites of one tool; picking one shows it again. */
export function HistoryPanel({ tool, onPick }: { tool: TAiTool; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const [tab, setTab] = useState('history');
  const history = useHistory(viewer, tool);
  const collected = useCollected(viewer, tool, tab === 'favourites');
  return (
    <TabBar
      navClassName={styles.historyTabs}
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'history',
          label: t('studio.history'),
          children: <JobList jobs={history.data?.list ?? []} onPick={onPick} />,
        },
        {
          key: 'favourites',
          label: t('studio.favourites'),
          children: <JobList jobs={collected.data?.list ?? []} onPick={onPick} />,
        },
      ]}
    />
  );
}
