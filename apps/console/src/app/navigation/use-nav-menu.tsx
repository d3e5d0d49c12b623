import { DashboardOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PATH, NAV_GROUPS, NAV_ITEMS, findNavItem } from './nav-items';

type TMenuItems = NonNullable<MenuProps['items']>;

/** The side menu: the dashboard, then each group with its areas. Keys are route paths. */
export function useNavMenu(): TMenuItems {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: DASHBOARD_PATH, icon: <DashboardOutlined />, label: t('nav.dashboard') },
      ...NAV_GROUPS.map((group) => ({
        type: 'group' as const,
        key: `group-${group}`,
        label: t(`nav.groups.${group}`),
        children: NAV_ITEMS.filter((item) => item.group === group).map((item) => ({
          key: item.path,
          icon: item.icon,
          label: t(`nav.items.${item.key}`),
        })),
      })),
    ],
    [t],
  );
}

/** The menu key of a pathname (under the basename): its area, else the dashboard. */
export function selectedMenuKey(pathname: string): string | undefined {
  if (pathname === DASHBOARD_PATH) return DASHBOARD_PATH;
  return findNavItem(pathname)?.path;
}
