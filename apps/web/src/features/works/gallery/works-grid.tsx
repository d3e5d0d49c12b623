import type { TWorksCard } from '@haoduo/contract';
import { WorkCard } from '../components/work-card';
import styles from './works-grid.module.css';

/** The cards of the grid's first row on a laptop. */
export const FIRST_ROW = 4;

/**
 * Cards in a responsive grid (1 column on a phone, up to 4 on a laptop). When the grid opens
 * the page (the gallery), its first row's covers load at once: the largest picture of the
 * first view, not to be held back as a lazy image.
 */
export function WorksGrid({
  works,
  firstView = false,
}: {
  works: readonly TWorksCard[];
  firstView?: boolean;
}) {
  return (
    <div className={styles.grid}>
      {works.map((work, index) => (
        <WorkCard key={work.id} work={work} priority={firstView && index < FIRST_ROW} />
      ))}
    </div>
  );
}
