import { DRAW_STYLE_LABELS, DRAW_STYLES, type TDrawStyle } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LengthRow,
  OptionRow,
  styleThumb,
  ToolStudio,
  VideoPictures,
  type TVideoPicture,
} from '../../../features/ai-workshop';
import { useLessonStudio } from '../../../features/courses/lesson-studio';

const LENGTHS = [5, 8, 15] as const;

/** /ai/video: a short animated clip from a little story, or from the pupil's own pictures. */
export default function AiVideoPage() {
  const { t } = useTranslation();
  const { task, studio, lessonBody } = useLessonStudio('video');
  const preset = task.link?.tool === 'video' ? task.link.settings : undefined;
  // The pupil's choices, else the lesson's, else the tool's defaults.
  const [styleChosen, setStyle] = useState<TDrawStyle | '' | null>(null);
  const [secondsChosen, setSeconds] = useState<number | '' | null>(null);
  const style = styleChosen ?? preset?.style ?? '';
  const seconds = secondsChosen ?? preset?.seconds ?? 8;
  const [pictures, setPictures] = useState<TVideoPicture[]>([]);
  return (
    <ToolStudio
      tool="video"
      title={t('pages.aiVideo')}
      intro={t('studio.intro.video')}
      placeholder={t('studio.placeholders.video')}
      examples={[t('studio.ex.video1'), t('studio.ex.video2'), t('studio.ex.video3')]}
      body={() => ({
        ...(style ? { style } : {}),
        ...(seconds ? { seconds } : {}),
        ...(pictures.length
          ? {
              imageUrls: pictures.map((p) => p.url),
              captions: pictures.map((p) => p.caption.trim()),
            }
          : {}),
        ...lessonBody,
      })}
      {...studio}
      options={
        <>
          <OptionRow
            label={t('studio.style')}
            value={style}
            onChange={setStyle}
            auto
            pictureOf={styleThumb}
            choices={DRAW_STYLES.map((value) => ({ value, label: DRAW_STYLE_LABELS[value] }))}
          />
          <LengthRow lengths={LENGTHS} value={seconds} onChange={setSeconds} />
          <VideoPictures value={pictures} onChange={setPictures} />
        </>
      }
    />
  );
}
