import { JobStatus, type TAiJob } from '@haoduo/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isJobRunning } from '../../../shared/ai-generation/generation-poll';
import styles from './studio.module.css';
import { Alert } from '../../../shared/ui/alert';
import { Progress } from '../../../shared/ui/progress';

export interface TJobProgressProps {
  job: TAiJob;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A growing bar while the AI works (it never reaches the end before the job does). */
function useCreepingPercent(active: boolean): number {
  const [percent, setPercent] = useState(5);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setPercent((p) => Math.min(95, p + (95 - p) / 8)), 500);
    return () => window.clearInterval(timer);
  }, [active]);
  return Math.round(percent);
}

/** Queued, running or failed (with the reason and a retry); a finished job shows nothing. */
export function JobProgress({ job, onRetry, retrying }: TJobProgressProps) {
  const { t } = useTranslation();
  const active = isJobRunning(job);
  const percent = useCreepingPercent(active);
  if (job.status === JobStatus.FAILED) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        message={t('studio.failed')}
        description={job.errorMessage}
        action={
          onRetry && (
            <Button size="large" type="primary" onClick={onRetry} loading={retrying}>
              {t('studio.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (!active) return null;
  const text =
    job.status === JobStatus.QUEUED
      ? job.queuePosition
        ? t('studio.queued', { count: job.queuePosition })
        : t('studio.queuedNext')
      : t('studio.working');
  return (
    <div className={styles.progress} role="status" aria-live="polite">
      <Progress percent={percent} active aria-label={text} />
      <span>{text}</span>
    </div>
  );
}
