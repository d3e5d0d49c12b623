import { useTranslation } from 'react-i18next';
import { argMax } from '../model/evaluate';
import { CATEGORY_COLOURS } from './category-colours';
import styles from './lab.module.css';

/** One bar per category with the model's confidence, and its answer in words. */
export function PredictionBars({
  labels,
  probabilities,
}: {
  labels: string[];
  probabilities: number[];
}) {
  const { t } = useTranslation();
  if (probabilities.length !== labels.length) return null;
  const best = argMax(probabilities);
  return (
    <div className={styles.bars} data-testid="training-predictions">
      <div className={styles.answer} data-testid="training-answer">
        {t('training.test.answer', { name: labels[best] })}
      </div>
      {labels.map((label, index) => {
        const percent = Math.round((probabilities[index] ?? 0) * 100);
        return (
          <div
            key={`${label}-${index}`}
            className={styles.bar}
            role="meter"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={styles.barLabel} title={label}>
              {label}
            </span>
            <span className={styles.barTrack}>
              <span
                className={styles.barFill}
                style={{
                  display: 'block',
                  width: `${percent}%`,
                  background: CATEGORY_COLOURS[index % CATEGORY_COLOURS.length],
                }}
              />
            </span>
            <span className={styles.barValue}>{percent}%</span>
          </div>
        );
      })}
    </div>
  );
}
