import { useTranslation } from 'react-i18next';
import { ColoringStudio } from '../../../features/ai-workshop';

/** /ai/coloring: colouring by hand or by the AI. */
export default function AiColoringPage() {
  const { t } = useTranslation();
  return <ColoringStudio title={t('pages.aiColoring')} />;
}
