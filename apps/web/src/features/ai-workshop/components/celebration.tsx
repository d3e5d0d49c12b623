import { useTranslation } from 'react-i18next';
import styles from './celebration.module.css';

const CHEERS = [
  'studio.cheers.c0',
  'studio.cheers.c1',
  'studio.cheers.c2',
  'studio.cheers.c3',
] as const;
const PIECES = 14;

/**
 * A short celebration over a new result: a burst of confetti (none when the pupil's system
 * asks for reduced motion) and a cheerful line, chosen by the job so it stays the same on
 * every render.
 */
export function Celebration({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.celebration}>
      <div className={styles.confetti} aria-hidden>
        {Array.from({ length: PIECES }, (_, index) => (
          <span
            key={index}
            className={styles.piece}
            style={{ '--i': index } as React.CSSProperties}
          />
        ))}
      </div>
      <p className={styles.cheer} data-testid="ai-cheer">
        {t(CHEERS[jobId % CHEERS.length]!)}
      </p>
    </div>
  );
}
