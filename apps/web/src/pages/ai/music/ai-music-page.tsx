import {
  MUSIC_INSTRUMENT_LABELS,
  MUSIC_INSTRUMENTS,
  MUSIC_MOOD_LABELS,
  MUSIC_MOODS,
  type TMusicInstrument,
  type TMusicMood,
} from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LengthRow, OptionRow, ToolStudio } from '../../../features/ai-workshop';
import { useLessonStudio } from '../../../features/courses/lesson-studio';

const LENGTHS = [15, 30, 60] as const;

/** /ai/music: compose a piece from words, with a mood, an instrument and a length. */
export default function AiMusicPage() {
  const { t } = useTranslation();
  const { task, studio, lessonBody } = useLessonStudio('music');
  const preset = task.link?.tool === 'music' ? task.link.settings : undefined;
  // The pupil's choices, else the lesson's, else the tool's defaults.
  const [moodChosen, setMood] = useState<TMusicMood | '' | null>(null);
  const [instrumentChosen, setInstrument] = useState<TMusicInstrument | '' | null>(null);
  const [secondsChosen, setSeconds] = useState<number | '' | null>(null);
  const mood = moodChosen ?? preset?.mood ?? '';
  const instrument = instrumentChosen ?? preset?.instrument ?? '';
  const seconds = secondsChosen ?? preset?.seconds ?? 15;
  return (
    <ToolStudio
      tool="music"
      title={t('pages.aiMusic')}
      intro={t('studio.intro.music')}
      placeholder={t('studio.placeholders.music')}
      examples={[t('studio.ex.music1'), t('studio.ex.music2'), t('studio.ex.music3')]}
      body={() => ({
        ...(mood ? { mood } : {}),
        ...(instrument ? { instrument } : {}),
        ...(seconds ? { seconds } : {}),
        ...lessonBody,
      })}
      {...studio}
      options={
        <>
          <OptionRow
            label={t('studio.mood')}
            value={mood}
            onChange={setMood}
            auto
            choices={MUSIC_MOODS.map((value) => ({ value, label: MUSIC_MOOD_LABELS[value] }))}
          />
          <OptionRow
            label={t('studio.instrument')}
            value={instrument}
            onChange={setInstrument}
            auto
            choices={MUSIC_INSTRUMENTS.map((value) => ({
              value,
              label: MUSIC_INSTRUMENT_LABELS[value],
            }))}
          />
          <LengthRow lengths={LENGTHS} value={seconds} onChange={setSeconds} />
        </>
      }
    />
  );
}
