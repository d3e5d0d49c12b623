import type { TWorksCard } from '@haoduo/contract';
import { WorkCard } from '../components/work-card';
import styles from './works-grid.module.css';

/** Cards in a responsive grid (1 column on a phone, up to 4 on a laptop). */
export function WorksGrid({ works }: { works: readonly TWorksCard[] }) {
  return (
    <div className={styles.grid}>
      {works.map((work) => (
        <WorkCard key={work.id} work={work} />
      ))}
    </div>
  );
}
