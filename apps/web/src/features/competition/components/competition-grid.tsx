import type { TCompetition } from '@haoduo/contract';
import { cx } from '../../../shared/ui/cx';
import styles from './competition-center.module.css';
import { CompetitionCard } from './competition-card';

/** Cards in rows of four (two on a tablet, one on a phone). */
export function CompetitionGrid({
  competitions,
  firstView = false,
  className,
}: {
  competitions: readonly TCompetition[];
  /** The first row's covers load at once. */
  firstView?: boolean;
  className?: string;
}) {
  return (
    <div className={cx(styles.grid, className)}>
      {competitions.map((competition, i) => (
        <CompetitionCard
          key={competition.id}
          competition={competition}
          priority={firstView && i < 4}
        />
      ))}
    </div>
  );
}

CompetitionGrid.Skeleton = function CompetitionGridSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
};
