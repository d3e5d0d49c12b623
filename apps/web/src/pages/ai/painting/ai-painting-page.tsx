import { DRAW_STYLE_LABELS, DRAW_STYLES, type TDrawStyle } from '@haoduo/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionRow, styleThumb, ToolStudio } from '../../../features/ai-workshop';
import { LessonBanner } from '../../../features/courses/lazy-lesson-banner';
import { useLessonTask } from '../../../features/courses/lesson-task';

/**
 * /ai/painting: draw a picture from words, in a chosen style. Opened from a lesson
 * (?lesson=<id>), it starts with the lesson's prompt and style, and the picture is handed in
 * for the lesson.
 */
export default function AiPaintingPage() {
  const { t } = useTranslation();
  const task = useLessonTask('painting');
  const presetStyle = task.link?.tool === 'painting' ? task.link.settings.style : undefined;
  // The pupil's choice, else the lesson's style, else automatic.
  const [chosen, setStyle] = useState<TDrawStyle | '' | null>(null);
  const style = chosen ?? presetStyle ?? '';
  const { lessonId } = task;
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
      body={() => ({ ...(style ? { style } : {}), ...(lessonId ? { lessonId } : {}) })}
      presetPrompt={task.link?.prompt}
      classId={task.classId}
      banner={
        lessonId ? (
          <Suspense fallback={null}>
            <LessonBanner task={task} />
          </Suspense>
        ) : null
      }
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
