import { useTranslation } from 'react-i18next';
import { VisionLab } from '../../../features/training';
import { useLessonLab } from '../../../features/courses/lesson-lab';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/**
 * /ai/training/image: pupils train a picture classifier in the browser. Opened from a lesson
 * (?lesson=<id>), the lesson's project (name and categories) opens under its banner.
 */
export default function TrainingImagePage() {
  const { t } = useTranslation();
  const lab = useLessonLab('training-image');
  usePageTitle(t('pages.trainingImage'));
  return <VisionLab kind="image" title={t('pages.trainingImage')} {...lab} />;
}
