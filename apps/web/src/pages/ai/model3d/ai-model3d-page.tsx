import { useTranslation } from 'react-i18next';
import { ToolStudio } from '../../../features/ai-workshop';
import { useLessonStudio } from '../../../features/courses/lesson-studio';

/** /ai/model3d: the 3D studio (opened from the 3D tile): a glTF model to turn around. */
export default function AiModel3dPage() {
  const { t } = useTranslation();
  const { studio, lessonBody } = useLessonStudio('model3d');
  return (
    <ToolStudio
      tool="model3d"
      title={t('studio.tools.model3d')}
      intro={t('studio.intro.model3d')}
      placeholder={t('studio.placeholders.model3d')}
      examples={[t('studio.ex.model3d1'), t('studio.ex.model3d2'), t('studio.ex.model3d3')]}
      body={() => lessonBody}
      {...studio}
    />
  );
}
