import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon';

export default function CompetitionDetailPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.competitionDetail')} />;
}
