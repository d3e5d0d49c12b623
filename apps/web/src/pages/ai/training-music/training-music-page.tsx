import { useTranslation } from 'react-i18next';
import { MusicLab } from '../../../features/training';
import { useLessonLab } from '../../../features/courses/lesson-lab';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

/**
 * /ai/training/music: pupils teach a melody model and let it compose. Opened from a lesson
 * (?lesson=<id>), a project with the lesson's name opens under its banner.
 */
export default function TrainingMusicPage() {
  const { t } = useTranslation();
  const lab = useLessonLab('training-music');
  usePageTitle(t('pages.trainingMusic'));
  return <MusicLab title={t('pages.trainingMusic')} {...lab} />;
}
