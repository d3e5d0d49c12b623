import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon';

export default function StudentListPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.studentList')} />;
}
