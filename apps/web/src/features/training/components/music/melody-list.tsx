import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoteChips } from './note-chips';
import styles from './music.module.css';
import { DeleteOutlined, PlayCircleOutlined } from './music-icons';

/** The melodies the model is taught, each playable and removable. */
export function MelodyList({
  melodies,
  playing,
  onPlay,
  onDelete,
}: {
  melodies: number[][];
  playing: { melody: number; note: number } | null;
  onPlay: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      data-testid="training-melodies"
    >
      <strong>{t('trainingMusic.melodies', { count: melodies.length })}</strong>
      {melodies.length === 0 && (
        <span className={styles.axis}>{t('trainingMusic.noMelodies')}</span>
      )}
      {melodies.map((melody, index) => (
        <div key={index} className={styles.melody}>
          <div className={styles.melodyHead}>
            <span>{t('trainingMusic.melody', { n: index + 1 })}</span>
            <span>
              <Button
                type="text"
                icon={<PlayCircleOutlined aria-hidden />}
                aria-label={`${t('trainingMusic.play')} ${t('trainingMusic.melody', { n: index + 1 })}`}
                onClick={() => onPlay(index)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`${t('trainingMusic.delete')} ${t('trainingMusic.melody', { n: index + 1 })}`}
                onClick={() => onDelete(index)}
              />
            </span>
          </div>
          <NoteChips notes={melody} playing={playing?.melody === index ? playing.note : -1} />
        </div>
      ))}
    </div>
  );
}
