import { useTranslation } from 'react-i18next';
import { VisionLab } from '../../../features/training';
import { useLessonLab } from '../../../features/courses/lesson-lab';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/**
 * /ai/training/posture: pupils train a pose classifier on body points from the camera. Opened
 * from a lesson (?lesson=<id>), the lesson's project opens under its banner.
 */
export default function TrainingPosturePage() {
  const { t } = useTranslation();
  const lab = useLessonLab('training-posture');
  usePageTitle(t('pages.trainingPosture'));
  return <VisionLab kind="pose" title={t('pages.trainingPosture')} {...lab} />;
}
