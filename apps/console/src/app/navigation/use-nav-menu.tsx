import { DashboardOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/permissions';
import { DASHBOARD_PATH, NAV_GROUPS, NAV_ITEMS, findNavItem } from './nav-items';

type TMenuItems = NonNullable<MenuProps['items']>;

/**
 * The side menu: the dashboard, then each group with its areas. Keys are route paths.
 * Only the areas the staff member may open are listed; an empty group is left out.
 * Collapsed, the group titles would be cut to a few characters: dividers stand in.
 */
export function useNavMenu(collapsed = false): TMenuItems {
  const { t } = useTranslation();
  const can = useCan();
  return useMemo(() => {
    const items: TMenuItems = [
      { key: DASHBOARD_PATH, icon: <DashboardOutlined />, label: t('nav.dashboard') },
    ];
    for (const group of NAV_GROUPS) {
      const children = NAV_ITEMS.filter((item) => item.group === group && can(item.permission)).map(
        (item) => ({
          key: item.path,
          icon: item.icon,
          label: t(`nav.items.${item.key}`),
        }),
      );
      if (children.length === 0) continue;
      if (collapsed) items.push({ type: 'divider', key: `divider-${group}` }, ...children);
      else
        items.push({
          type: 'group',
          key: `group-${group}`,
          label: t(`nav.groups.${group}`),
          children,
        });
    }
    return items;
  }, [t, collapsed, can]);
}

/** The menu key of a pathname (under the basename): its area, else the dashboard. */
export function selectedMenuKey(pathname: string): string | undefined {
  if (pathname === DASHBOARD_PATH) return DASHBOARD_PATH;
  return findNavItem(pathname)?.path;
}
