import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/coming-soon';

export default function DownloadPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.download')} />;
}
