import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon';

export default function AgentCodePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.agentCode')} />;
}
