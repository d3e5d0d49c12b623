import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon';

export default function AiMusicPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.aiMusic')} />;
}
