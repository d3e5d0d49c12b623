import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { parseTabParam, topTabOfPath } from '../../features/navigation';
import { Paths } from '../../shared/navigation/paths';
import { useTopTabStore } from '../../shared/stores/top-tab-store';

/**
 * Keeps zpCenterTab (session storage) on the section being viewed; on the home page a
 * ?tab= value (from /home?tab=) wins, so the login page's back link returns there.
 */
export function useTopTabSync(): void {
  const { pathname, search } = useLocation();
  const setTab = useTopTabStore((state) => state.setTab);
  useEffect(() => {
    const fromQuery =
      pathname === Paths.HOME ? parseTabParam(new URLSearchParams(search).get('tab')) : null;
    const tab = fromQuery ?? topTabOfPath(pathname);
    if (tab !== null) setTab(tab);
  }, [pathname, search, setTab]);
}
