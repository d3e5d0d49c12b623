import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon';

export default function BookPrintPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.bookPrint')} />;
}
