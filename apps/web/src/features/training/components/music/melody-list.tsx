import { DeleteOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoteChips } from './note-chips';
import styles from './music.module.css';

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
      <strong>{t('training.music.melodies', { count: melodies.length })}</strong>
      {melodies.length === 0 && (
        <span className={styles.axis}>{t('training.music.noMelodies')}</span>
      )}
      {melodies.map((melody, index) => (
        <div key={index} className={styles.melody}>
          <div className={styles.melodyHead}>
            <span>{t('training.music.melody', { n: index + 1 })}</span>
            <span>
              <Button
                type="text"
                icon={<PlayCircleOutlined aria-hidden />}
                aria-label={`${t('training.music.play')} ${t('training.music.melody', { n: index + 1 })}`}
                onClick={() => onPlay(index)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`${t('training.music.delete')} ${t('training.music.melody', { n: index + 1 })}`}
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
