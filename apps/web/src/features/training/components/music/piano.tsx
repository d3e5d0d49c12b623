import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../shared/ui/cx';
import { keyOfKeyboard, PIANO_KEYS } from '../../music/notes';
import { Jianpu, jianpuName } from './jianpu';
import styles from './music.module.css';

const WHITE = PIANO_KEYS.filter((key) => !key.black);

/** Where a black key sits: over the line between two white keys, as a share of the width. */
function blackLeft(midi: number): number {
  const whiteBefore = WHITE.filter((key) => key.midi < midi).length;
  return (whiteBefore / WHITE.length) * 100;
}

/**
 * The on-screen piano: mouse, touch (several fingers) and the computer keyboard (letters shown
 * on the keys). `active` lights the key being played.
 */
export function Piano({
  onNote,
  active,
  keyboard = true,
}: {
  onNote: (midi: number) => void;
  active: number | null;
  keyboard?: boolean;
}) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!keyboard) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="slider"]'))
        return;
      const key = keyOfKeyboard(event.key);
      if (!key) return;
      event.preventDefault();
      onNote(key.midi);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboard, onNote]);

  return (
    <div
      className={styles.piano}
      role="group"
      aria-label={t('trainingMusic.piano')}
      data-testid="training-piano"
    >
      {PIANO_KEYS.map((key) => (
        <button
          key={key.midi}
          type="button"
          className={cx(
            key.black ? styles.black : styles.white,
            active === key.midi && styles.keyActive,
          )}
          style={key.black ? { left: `calc(${blackLeft(key.midi)}% - 3%)` } : undefined}
          aria-label={`${jianpuName(key)} (${key.name})`}
          data-midi={key.midi}
          onPointerDown={(event) => {
            event.preventDefault();
            onNote(key.midi);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              event.stopPropagation();
              onNote(key.midi);
            }
          }}
        >
          <span className={styles.jianpu}>
            <Jianpu pianoKey={key} />
          </span>
          <span className={styles.keyHint}>{key.keyboard.toUpperCase()}</span>
        </button>
      ))}
    </div>
  );
}
