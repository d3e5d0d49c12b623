import {
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  HistoryOutlined,
  PrinterOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The menu groups of the back office, in menu order. */
export const NAV_GROUPS = ['academic', 'works', 'operations', 'partners', 'system'] as const;
export type TNavGroup = (typeof NAV_GROUPS)[number];

export type TNavItemKey =
  | 'schools'
  | 'semesters'
  | 'classes'
  | 'teachers'
  | 'students'
  | 'worksAudit'
  | 'tags'
  | 'competitions'
  | 'awards'
  | 'printOrders'
  | 'aiPoints'
  | 'aiTools'
  | 'partners'
  | 'roles'
  | 'tickets'
  | 'integrations'
  | 'loginRecords';

export interface TNavItem {
  key: TNavItemKey;
  group: TNavGroup;
  /** Route path under the /console basename. */
  path: string;
  icon: ReactNode;
}

/** Every `mng` area of the back office; each becomes a menu entry and a route. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { key: 'schools', group: 'academic', path: '/schools', icon: <BankOutlined /> },
  { key: 'semesters', group: 'academic', path: '/semesters', icon: <CalendarOutlined /> },
  { key: 'classes', group: 'academic', path: '/classes', icon: <ApartmentOutlined /> },
  { key: 'teachers', group: 'academic', path: '/teachers', icon: <UserOutlined /> },
  { key: 'students', group: 'academic', path: '/students', icon: <TeamOutlined /> },
  { key: 'worksAudit', group: 'works', path: '/works-audit', icon: <AuditOutlined /> },
  { key: 'tags', group: 'works', path: '/tags', icon: <TagsOutlined /> },
  { key: 'competitions', group: 'works', path: '/competitions', icon: <TrophyOutlined /> },
  { key: 'awards', group: 'works', path: '/awards', icon: <GiftOutlined /> },
  { key: 'printOrders', group: 'operations', path: '/print-orders', icon: <PrinterOutlined /> },
  { key: 'aiPoints', group: 'operations', path: '/ai-points', icon: <ThunderboltOutlined /> },
  { key: 'aiTools', group: 'operations', path: '/ai-tools', icon: <SettingOutlined /> },
  {
    key: 'tickets',
    group: 'operations',
    path: '/tickets',
    icon: <CustomerServiceOutlined />,
  },
  { key: 'partners', group: 'partners', path: '/partners', icon: <UsergroupAddOutlined /> },
  { key: 'integrations', group: 'partners', path: '/integrations', icon: <ApiOutlined /> },
  { key: 'roles', group: 'system', path: '/roles', icon: <SafetyCertificateOutlined /> },
  { key: 'loginRecords', group: 'system', path: '/login-records', icon: <HistoryOutlined /> },
];

export const DASHBOARD_PATH = '/';
export const LOGIN_PATH = '/login';

/** The nav item whose path is the pathname or one of its parents. */
export function findNavItem(pathname: string): TNavItem | undefined {
  return NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}
