import { useTranslation } from 'react-i18next';
import { ColoringStudio } from '../../../features/ai-workshop';
import { useLessonStudio } from '../../../features/courses/lesson-studio';

/**
 * /ai/coloring: colouring by hand or by the AI. Opened from a lesson (?lesson=<id>), it starts
 * with the lesson's prompt, template and colours, and the picture is handed in for the lesson.
 */
export default function AiColoringPage() {
  const { t } = useTranslation();
  const { task, studio, lessonBody } = useLessonStudio('coloring');
  const preset = task.link?.tool === 'coloring' ? task.link.settings : undefined;
  return (
    <ColoringStudio
      title={t('pages.aiColoring')}
      preset={preset}
      studio={studio}
      extraBody={lessonBody}
    />
  );
}
