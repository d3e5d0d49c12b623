import { DRAW_STYLE_LABELS, DRAW_STYLES, type TDrawStyle } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionRow, styleThumb, ToolStudio } from '../../../features/ai-workshop';
import { useLessonStudio } from '../../../features/courses/lesson-studio';

/**
 * /ai/painting: draw a picture from words, in a chosen style. Opened from a lesson
 * (?lesson=<id>), it starts with the lesson's prompt and style, and the picture is handed in
 * for the lesson.
 */
export default function AiPaintingPage() {
  const { t } = useTranslation();
  const { task, studio, lessonBody } = useLessonStudio('painting');
  const presetStyle = task.link?.tool === 'painting' ? task.link.settings.style : undefined;
  // The pupil's choice, else the lesson's style, else automatic.
  const [chosen, setStyle] = useState<TDrawStyle | '' | null>(null);
  const style = chosen ?? presetStyle ?? '';
  return (
    <ToolStudio
      tool="draw"
      title={t('pages.aiPainting')}
      intro={t('studio.intro.painting')}
      placeholder={t('studio.placeholders.draw')}
      examples={[
        t('studio.ex.draw1'),
        t('studio.ex.draw2'),
        t('studio.ex.draw3'),
        t('studio.ex.draw4'),
      ]}
      body={() => ({ ...(style ? { style } : {}), ...lessonBody })}
      {...studio}
      options={
        <OptionRow
          label={t('studio.style')}
          value={style}
          onChange={setStyle}
          auto
          pictureOf={styleThumb}
          choices={DRAW_STYLES.map((value) => ({ value, label: DRAW_STYLE_LABELS[value] }))}
        />
      }
    />
  );
}
