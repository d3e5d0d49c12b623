import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon';

export default function AiPaintingPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.aiPainting')} />;
}
