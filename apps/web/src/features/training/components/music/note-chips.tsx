import { cx } from '../../../../shared/ui/cx';
import { keyOfMidi } from '../../music/notes';
import { Jianpu } from './jianpu';
import styles from './music.module.css';

/** A melody in numbered notation, the note being played lit up. */
export function NoteChips({ notes, playing = -1 }: { notes: readonly number[]; playing?: number }) {
  return (
    <div className={styles.notes}>
      {notes.map((midi, index) => (
        <span key={index} className={cx(styles.note, index === playing && styles.notePlaying)}>
          {keyOfMidi(midi) ? <Jianpu pianoKey={keyOfMidi(midi)!} /> : '?'}
        </span>
      ))}
    </div>
  );
}
