import { useTranslation } from 'react-i18next';
import { VisionLab } from '../../../features/training';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/** /ai/training/image: pupils train a picture classifier in the browser. */
export default function TrainingImagePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.trainingImage'));
  return <VisionLab kind="image" title={t('pages.trainingImage')} />;
}
