import { useTranslation } from 'react-i18next';
import { VisionLab } from '../../../features/training';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/** /ai/training/posture: pupils train a pose classifier on body points from the camera. */
export default function TrainingPosturePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.trainingPosture'));
  return <VisionLab kind="pose" title={t('pages.trainingPosture')} />;
}
