import { getRuntimeConfig } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { topTabOfPath, visibleTopTabs } from '../../../features/navigation';
import { cx } from '../../../shared/ui/cx';

interface TNavLinksProps {
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}

/** The five top entries (four in the AI edition); the current section is marked. */
export function NavLinks({
  className,
  linkClassName,
  activeClassName,
  onNavigate,
}: TNavLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = topTabOfPath(pathname);
  const tabs = visibleTopTabs(getRuntimeConfig().aiEdition);
  return (
    <nav className={className} aria-label={t('nav.menu')}>
      {tabs.map((tab) => {
        const current = tab.index === active;
        return (
          <Link
            key={tab.path}
            to={tab.path}
            className={cx(linkClassName, current && activeClassName)}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {t(tab.labelKey)}
          </Link>
        );
      })}
    </nav>
  );
}
