import { HeartFilled, HeartOutlined, RedoOutlined } from '@ant-design/icons';
import { JobStatus, type TAiJob } from '@haoduo/contract';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollectGeneration } from '../api/collect-generation';
import { useUncollectGeneration } from '../api/uncollect-generation';
import { bringIntoView } from '../model/bring-into-view';
import { Celebration } from './celebration';
import type { TModel3dState } from './model3d-viewer';
import { NextSteps } from './next-steps';
import { ResultMedia } from './result-media';
import { SaveWorkButton } from './save-work-button';
import styles from './studio.module.css';
import { Alert } from '../../../shared/ui/alert';

export interface TJobResultProps {
  job: TAiJob;
  onRetry: () => void;
  retrying?: boolean;
  /** Replaces "save as a work" (e.g. the drawing dialog's "use this picture"). */
  extraAction?: React.ReactNode;
  /** "Make another": back to an empty prompt (the next things to try start with it). */
  onAgain?: () => void;
  /** Celebrates the result (a new one, not one picked again from the history). */
  fresh?: boolean;
}

/**
 * A finished generation, shown big: a short celebration when it is new, the result, favourite,
 * save as a work, try again, and the next things to try.
 */
export function JobResult(props: TJobResultProps) {
  const { job, onRetry, retrying, extraAction, onAgain, fresh } = props;
  const { t } = useTranslation();
  const collect = useCollectGeneration(job.tool);
  const uncollect = useUncollectGeneration(job.tool);
  // A 3D model is only celebrated once it is on screen; one that cannot be shown says so.
  const [model, setModel] = useState<{ jobId: number; state: TModel3dState } | null>(null);
  const ref = useRef<HTMLElement>(null);
  const done = job.status === JobStatus.DONE && job.result !== null;
  // Below the prompt and the options, a result often lands under the fold: it comes into
  // view when it arrives or is picked again from the history.
  useEffect(() => {
    if (done) bringIntoView(ref.current);
  }, [job.id, done]);
  if (!done || !job.result) return null;
  const toggling = collect.isPending || uncollect.isPending;
  const shown =
    job.result.tool !== 'model3d' ? 'shown' : model?.jobId === job.id ? model.state : 'loading';
  const title = {
    shown: t('studio.done'),
    loading: t('studio.model3d.loading'),
    failed: t('studio.model3d.failedTitle'),
  }[shown];
  return (
    <section
      ref={ref}
      className={styles.result}
      aria-labelledby={`ai-result-${job.id}`}
      tabIndex={-1}
      data-testid="ai-result"
    >
      <h2 id={`ai-result-${job.id}`} className={styles.resultTitle}>
        {title}
      </h2>
      {fresh && shown === 'shown' && <Celebration jobId={job.id} />}
      <div className={styles.media}>
        <ResultMedia
          result={job.result}
          prompt={job.prompt}
          onModelState={(state) => setModel({ jobId: job.id, state })}
        />
      </div>
      {job.result.engine.notice && (
        <Alert type="info" showIcon message={job.result.engine.notice} className={styles.notice} />
      )}
      <div className={styles.actions}>
        {extraAction ?? <SaveWorkButton job={job} />}
        <Button
          size="large"
          loading={toggling}
          icon={job.collected ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
          onClick={() => (job.collected ? uncollect.mutate(job.id) : collect.mutate(job.id))}
        >
          {job.collected ? t('studio.collected') : t('studio.collect')}
        </Button>
        {shown !== 'failed' && (
          <Button
            size="large"
            icon={<RedoOutlined aria-hidden />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('studio.retry')}
          </Button>
        )}
      </div>
      <NextSteps job={job} onAgain={onAgain} />
    </section>
  );
}
