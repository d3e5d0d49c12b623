import type { TAiJobWithAuthor } from '@haoduo/contract';
import { GenerationCard } from './generation-card';
import styles from './generations.module.css';
import { useTranslation } from 'react-i18next';

/** Generations as a grid of their results (the review page's list). */
export function GenerationsGrid({
  rows,
  onOpen,
}: {
  rows: readonly TAiJobWithAuthor[];
  onOpen: (job: TAiJobWithAuthor) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="list" aria-label={t('aiGenerations.records')}>
      {rows.map((job) => (
        <div role="listitem" key={job.id}>
          <GenerationCard job={job} onOpen={() => onOpen(job)} />
        </div>
      ))}
    </div>
  );
}
