import { useTranslation } from 'react-i18next';
import { cx } from '../../../../shared/ui/cx';
import { transitionProbabilities, type TMelodyModel } from '../../music/markov';
import { keyOfMidi } from '../../music/notes';
import { Jianpu, jianpuName } from './jianpu';
import styles from './music.module.css';

/**
 * What the music model learnt, as a picture: row = this note, column = next note, the bluer
 * the square the likelier the step. Only notes that occur are shown; the steps of the last
 * composed melody are outlined.
 */
export function TransitionMatrix({
  model,
  path,
}: {
  model: TMelodyModel;
  path: readonly number[];
}) {
  const { t } = useTranslation();
  const probabilities = transitionProbabilities(model);
  const used = model.notes
    .map((midi, index) => ({ midi, index }))
    .filter(
      ({ index }) =>
        model.counts[index]!.some((count) => count > 0) ||
        model.counts.some((row) => row[index]! > 0),
    );
  const steps = new Set(path.slice(1).map((midi, i) => `${path[i]}-${midi}`));
  const key = (midi: number) => keyOfMidi(midi) ?? { jianpu: String(midi), high: false };
  const name = (midi: number) => jianpuName(key(midi));
  return (
    <figure style={{ margin: 0 }} data-testid="training-matrix">
      <div className={styles.axis}>
        ↓ {t('trainingMusic.from')} → {t('trainingMusic.to')}
      </div>
      <div
        className={styles.matrix}
        style={{ gridTemplateColumns: `auto repeat(${used.length}, minmax(18px, 28px))` }}
        role="table"
        aria-label={t('trainingMusic.matrixTitle')}
      >
        <div role="row" style={{ display: 'contents' }}>
          <span role="cell" />
          {used.map(({ midi }) => (
            <span key={`h${midi}`} className={styles.matrixLabel} role="columnheader">
              <Jianpu pianoKey={key(midi)} />
            </span>
          ))}
        </div>
        {used.map((row) => (
          <div key={`r${row.midi}`} role="row" style={{ display: 'contents' }}>
            <span className={styles.matrixLabel} role="rowheader">
              <Jianpu pianoKey={key(row.midi)} />
            </span>
            {used.map((column) => {
              const p = probabilities[row.index]![column.index]!;
              const label = t('trainingMusic.matrixCell', {
                from: name(row.midi),
                to: name(column.midi),
                percent: Math.round(p * 100),
              });
              return (
                <span
                  key={column.midi}
                  role="cell"
                  title={label}
                  aria-label={label}
                  className={cx(
                    styles.cell,
                    steps.has(`${row.midi}-${column.midi}`) && styles.cellPath,
                  )}
                  style={{ background: `rgba(74, 177, 255, ${p === 0 ? 0.06 : 0.15 + 0.85 * p})` }}
                />
              );
            })}
          </div>
        ))}
      </div>
    </figure>
  );
}
