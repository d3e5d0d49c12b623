import { useTranslation } from 'react-i18next';
import { MusicLab } from '../../../features/training';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/** /ai/training/music: pupils teach a melody model and let it compose. */
export default function TrainingMusicPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.trainingMusic'));
  return <MusicLab title={t('pages.trainingMusic')} />;
}
