import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComingSoon } from '../../shared/ui/coming-soon';
import { DASHBOARD_PATH, type TNavItem } from './nav-items';

/** The route element of a menu area not built yet. */
export function AreaPage({ item }: { item: TNavItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ComingSoon
      title={t(`nav.items.${item.key}`)}
      scope={t(`nav.scopes.${item.key}`)}
      onBack={() => void navigate(DASHBOARD_PATH)}
    />
  );
}
