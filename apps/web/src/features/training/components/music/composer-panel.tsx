import { CustomerServiceOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { Button, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMelodyModel } from '../../music/markov';
import { composeMelody } from '../../music/markov';
import { PlayCircleOutlined } from './music-icons';
import { NoteChips } from './note-chips';
import styles from '../lab.module.css';

/** Step 3: the model writes a melody in the taught style; the pupil listens to it. */
export function ComposerPanel({
  model,
  composed,
  playingNote,
  onComposed,
  onPlay,
  onStop,
}: {
  model: TMelodyModel | null;
  composed: number[];
  playingNote: number;
  onComposed: (melody: number[]) => void;
  onPlay: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const [length, setLength] = useState(16);
  const [creativity, setCreativity] = useState(1);
  const playing = playingNote >= 0;
  if (!model) return <p className={styles.help}>{t('trainingMusic.needTraining')}</p>;
  return (
    <div className={styles.bars}>
      <label className={styles.help} htmlFor="training-length">
        {t('trainingMusic.length')}：{t('trainingMusic.notes', { count: length })}
      </label>
      <Slider
        id="training-length"
        min={8}
        max={32}
        value={length}
        onChange={setLength}
        ariaLabelForHandle={t('trainingMusic.length')}
      />
      <span className={styles.help}>{t('trainingMusic.creativity')}</span>
      <Slider
        style={{ margin: '6px 16px 24px' }}
        min={0.4}
        max={2}
        step={0.1}
        value={creativity}
        onChange={setCreativity}
        marks={{ 0.4: t('trainingMusic.safe'), 2: t('trainingMusic.bold') }}
        ariaLabelForHandle={t('trainingMusic.creativity')}
      />
      <Button
        type="primary"
        size="large"
        className={styles.bigButton}
        icon={<CustomerServiceOutlined aria-hidden />}
        onClick={() => {
          onComposed(composeMelody(model, { length, creativity, seed: Date.now() % 2147483647 }));
        }}
      >
        {composed.length ? t('trainingMusic.composeAgain') : t('trainingMusic.compose')}
      </Button>
      {composed.length > 0 && (
        <div data-testid="training-composed" data-playing={playing ? 'true' : 'false'}>
          <strong>{t('trainingMusic.composed')}</strong>
          <NoteChips notes={composed} playing={playingNote} />
          <Button
            style={{ marginTop: 8 }}
            size="large"
            icon={
              playing ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />
            }
            onClick={playing ? onStop : onPlay}
          >
            {playing ? t('trainingMusic.stop') : t('trainingMusic.play')}
          </Button>
          {playing && (
            <span className={styles.help} role="status" style={{ marginLeft: 8 }}>
              {t('trainingMusic.playing')}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
