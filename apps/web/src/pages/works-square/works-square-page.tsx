import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../shared/ui/coming-soon';

export default function WorksSquarePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim();
  const title = t('nav.worksSquare');
  return <ComingSoon title={keyword ? `${title}：${keyword}` : title} />;
}
