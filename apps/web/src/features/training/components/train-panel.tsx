import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import type { TTrainingState } from '../hooks/use-vision-lab';
import { trainingBlocker, type TVisionProject } from '../model/project';
import styles from './lab.module.css';
import { ThunderboltOutlined } from './lab-icons';

const percent = (value: number) => Math.round(value * 100);

// The bar of rounds shows while a model trains; it loads with the first training.
const Progress = lazy(() =>
  import('../../../shared/ui/progress').then((module) => ({ default: module.Progress })),
);
// The quiz's mistakes show once a model is trained: they load with the first result.
const MistakeList = lazy(() =>
  import('./mistake-list').then((module) => ({ default: module.MistakeList })),
);

/** Step 2: start training, watch its progress, read how well the model learnt. */
export function TrainPanel({
  project,
  training,
  ready,
  onTrain,
}: {
  project: TVisionProject;
  training: TTrainingState;
  ready: boolean;
  onTrain: () => void;
}) {
  const { t } = useTranslation();
  const blocker = trainingBlocker(project);
  const running = training.status === 'running';
  const trained = project.head !== null;
  return (
    <div className={styles.bars} data-testid="training-train-panel">
      <Button
        type="primary"
        size="large"
        className={styles.bigButton}
        icon={<ThunderboltOutlined aria-hidden />}
        disabled={!ready || blocker !== null || running}
        loading={running}
        onClick={onTrain}
        block
      >
        {trained ? t('training.train.retrain') : t('training.train.button')}
      </Button>
      {blocker && (
        <span className={styles.help} role="status">
          {blocker.reason === 'names'
            ? t('training.train.needNames')
            : t('training.train.needSamples', { name: blocker.category })}
        </span>
      )}
      {running && (
        <div role="status" aria-live="polite">
          <span className={styles.help}>
            {training.phase === 'train'
              ? t('training.train.running', {
                  epoch: training.progress.epoch,
                  epochs: training.progress.epochs,
                })
              : t('training.train.checking', {
                  fold: training.progress.epoch,
                  folds: training.progress.epochs,
                })}
          </span>
          <Suspense fallback={null}>
            <Progress
              percent={percent(training.progress.epoch / Math.max(1, training.progress.epochs))}
              active
            />
          </Suspense>
        </div>
      )}
      {training.status === 'failed' && (
        <Alert type="error" showIcon message={t('training.train.failed')} />
      )}
      {project.stale && !running && (
        <Alert type="info" showIcon message={t('training.train.stale')} />
      )}
      {training.status === 'done' && (
        <div role="status" data-testid="training-result">
          <Alert
            type="success"
            showIcon
            message={t('training.train.done', {
              seconds: (training.milliseconds / 1000).toFixed(1),
            })}
            description={
              training.evaluation
                ? t('training.train.score', { percent: percent(training.evaluation.accuracy) })
                : undefined
            }
          />
          {training.evaluation && (
            <Suspense fallback={null}>
              <MistakeList project={project} evaluation={training.evaluation} />
            </Suspense>
          )}
        </div>
      )}
      {training.status === 'idle' && trained && !project.stale && (
        <Alert type="success" showIcon message={t('training.train.trained')} />
      )}
    </div>
  );
}
