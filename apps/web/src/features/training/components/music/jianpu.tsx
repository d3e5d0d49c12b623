import type { TPianoKey } from '../../music/notes';
import styles from './music.module.css';

/** A note in numbered notation: the number, with a dot above it in the higher octave. */
export function Jianpu({ pianoKey }: { pianoKey: Pick<TPianoKey, 'jianpu' | 'high'> }) {
  return (
    <span className={styles.jianpuNote}>
      {pianoKey.high && <span className={styles.highDot} aria-hidden />}
      {pianoKey.jianpu}
    </span>
  );
}

/** How a screen reader says the note: 高音 for the higher octave. */
export function jianpuName(pianoKey: Pick<TPianoKey, 'jianpu' | 'high'>): string {
  return `${pianoKey.high ? '高音' : ''}${pianoKey.jianpu}`;
}
