import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRepCounter, updateRepCounter } from '../model/rep-counter';
import styles from './lab.module.css';
import { Select } from '../../../shared/ui/select';

/** The posture lab's use: count repetitions of an exercise between two trained poses. */
export function RepCounterPanel({
  labels,
  probabilities,
}: {
  labels: string[];
  probabilities: number[] | null;
}) {
  const { t } = useTranslation();
  const [startPose, setStartPose] = useState(0);
  const [endPose, setEndPose] = useState(Math.min(1, labels.length - 1));
  const [counter, setCounter] = useState(newRepCounter);
  const lastProbabilities = useRef<number[] | null>(null);

  useEffect(() => {
    if (!probabilities || probabilities === lastProbabilities.current) return;
    lastProbabilities.current = probabilities;
    setCounter((current) => updateRepCounter(current, probabilities, startPose, endPose));
  }, [probabilities, startPose, endPose]);

  const options = labels.map((label, index) => ({ value: index, label }));
  const reset = () => setCounter(newRepCounter());
  return (
    <div className={styles.bars} data-testid="training-rep-counter">
      <h3 className={styles.stepTitle} style={{ fontSize: 16 }}>
        {t('training.reps.title')}
      </h3>
      <p className={styles.help}>{t('training.reps.help')}</p>
      <label className={styles.help}>
        {t('training.reps.start')}{' '}
        <Select
          value={startPose}
          options={options}
          style={{ minWidth: 120 }}
          aria-label={t('training.reps.start')}
          onChange={(value) => {
            setStartPose(value);
            reset();
          }}
        />
      </label>
      <label className={styles.help}>
        {t('training.reps.end')}{' '}
        <Select
          value={endPose}
          options={options}
          style={{ minWidth: 120 }}
          aria-label={t('training.reps.end')}
          onChange={(value) => {
            setEndPose(value);
            reset();
          }}
        />
      </label>
      <div className={styles.counter} aria-live="polite" data-testid="training-rep-count">
        {t('training.reps.count', { count: counter.count })}
      </div>
      <Button onClick={reset}>{t('training.reps.reset')}</Button>
    </div>
  );
}
