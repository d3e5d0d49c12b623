import {
  ApartmentOutlined,
  AlertOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CloudDownloadOutlined,
  EyeOutlined,
  FileSearchOutlined,
  FileProtectOutlined,
  KeyOutlined,
  LockOutlined,
  LoginOutlined,
  MobileOutlined,
  PictureOutlined,
  PrinterOutlined,
  ReadOutlined,
  ScheduleOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SyncOutlined,
  TagsOutlined,
  TrophyOutlined,
  FormOutlined,
  StarOutlined,
  CrownOutlined,
  ExperimentOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { TPermission } from '@haoduo/contract';
import type { ReactNode } from 'react';

/** The menu groups of the back office, in menu order. */
export const NAV_GROUPS = ['academic', 'works', 'operations', 'safety', 'system'] as const;
export type TNavGroup = (typeof NAV_GROUPS)[number];

export type TNavItemKey =
  | 'schools'
  | 'semesters'
  | 'classes'
  | 'teachers'
  | 'students'
  | 'rosterSync'
  | 'courses'
  | 'weekSchedules'
  | 'formQuestions'
  | 'worksAudit'
  | 'tags'
  | 'competitions'
  | 'competitionRegistrations'
  | 'competitionJudging'
  | 'competitionAwards'
  | 'techRegistrations'
  | 'aiPoints'
  | 'aiTools'
  | 'aiGenerations'
  | 'safetyAlerts'
  | 'safetyRules'
  | 'roles'
  | 'auditLog'
  | 'loginRecords'
  | 'userLocks'
  | 'freeMobiles'
  | 'accessLog'
  | 'identityPassword'
  | 'fileTasks'
  | 'printOrders';

export interface TNavItem {
  key: TNavItemKey;
  group: TNavGroup;
  /** Route path under the /console basename. */
  path: string;
  icon: ReactNode;
  /**
   * The permission that shows the entry (the area's list call; a list: any of them);
   * none: every staff member.
   */
  permission?: TPermission | readonly TPermission[];
}

/** Every `mng` area of the back office; each becomes a menu entry and a route. */
export const NAV_ITEMS: readonly TNavItem[] = [
  {
    key: 'schools',
    group: 'academic',
    path: '/schools',
    icon: <BankOutlined />,
    permission: 'school:page',
  },
  {
    key: 'semesters',
    group: 'academic',
    path: '/semesters',
    icon: <CalendarOutlined />,
    permission: 'semester:page',
  },
  {
    key: 'classes',
    group: 'academic',
    path: '/classes',
    icon: <ApartmentOutlined />,
    permission: 'class:query',
  },
  {
    key: 'teachers',
    group: 'academic',
    path: '/teachers',
    icon: <UserOutlined />,
    permission: 'teacher:query',
  },
  {
    key: 'students',
    group: 'academic',
    path: '/students',
    icon: <TeamOutlined />,
    permission: 'student:query',
  },
  {
    key: 'rosterSync',
    group: 'academic',
    path: '/roster-sync',
    icon: <SyncOutlined />,
    permission: 'class:sync-config-list',
  },
  {
    key: 'courses',
    group: 'academic',
    path: '/courses',
    icon: <ReadOutlined />,
    permission: 'course:page',
  },
  {
    key: 'weekSchedules',
    group: 'academic',
    path: '/week-schedules',
    icon: <ScheduleOutlined />,
    permission: 'week-schedule:class-list',
  },
  {
    key: 'formQuestions',
    group: 'academic',
    path: '/form-questions',
    icon: <QuestionCircleOutlined />,
    permission: 'form-question:page',
  },
  {
    key: 'worksAudit',
    group: 'works',
    path: '/works-audit',
    icon: <AuditOutlined />,
    permission: ['works:list', 'works:award-list', 'fanbook-works:list'],
  },
  {
    key: 'tags',
    group: 'works',
    path: '/tags',
    icon: <TagsOutlined />,
    permission: 'tag:list',
  },
  {
    key: 'competitions',
    group: 'works',
    path: '/competitions',
    icon: <TrophyOutlined />,
    permission: 'competition:page',
  },
  {
    key: 'competitionRegistrations',
    group: 'works',
    path: '/competition-registrations',
    icon: <FormOutlined />,
    permission: 'competition-registration:page',
  },
  {
    key: 'competitionJudging',
    group: 'works',
    path: '/competition-judging',
    icon: <StarOutlined />,
    permission: 'competition-judging:my-competitions',
  },
  {
    key: 'competitionAwards',
    group: 'works',
    path: '/competition-awards',
    icon: <CrownOutlined />,
    permission: 'competition-judging:ranking',
  },
  {
    key: 'techRegistrations',
    group: 'works',
    path: '/tech-registrations',
    icon: <ExperimentOutlined />,
    permission: 'tech-registration:page',
  },
  {
    key: 'aiPoints',
    group: 'operations',
    path: '/ai-points',
    icon: <ThunderboltOutlined />,
    permission: ['ai-point:list-accounts', 'ai-point-config:find', 'ai-point-code:list'],
  },
  {
    key: 'aiTools',
    group: 'operations',
    path: '/ai-tools',
    icon: <SettingOutlined />,
    permission: 'school:page',
  },
  {
    key: 'aiGenerations',
    group: 'operations',
    path: '/ai-generations',
    icon: <PictureOutlined />,
    permission: 'ai-draw:list',
  },
  {
    key: 'printOrders',
    group: 'operations',
    path: '/print-orders',
    icon: <PrinterOutlined />,
    permission: 'print-order:list',
  },
  {
    key: 'safetyAlerts',
    group: 'safety',
    path: '/safety-alerts',
    icon: <AlertOutlined />,
    permission: 'safety:alert-stats',
  },
  {
    key: 'safetyRules',
    group: 'safety',
    path: '/safety-rules',
    icon: <FileProtectOutlined />,
    permission: 'safety:rules-query',
  },
  {
    key: 'roles',
    group: 'system',
    path: '/roles',
    icon: <SafetyCertificateOutlined />,
    permission: ['staff-user:page', 'role:search', 'role-package:search'],
  },
  {
    key: 'auditLog',
    group: 'system',
    path: '/audit-log',
    icon: <FileSearchOutlined />,
    permission: 'audit-log:page-list',
  },
  {
    key: 'loginRecords',
    group: 'system',
    path: '/login-records',
    icon: <LoginOutlined />,
    permission: ['login-record:list', 'login-record:list-failed'],
  },
  {
    key: 'userLocks',
    group: 'system',
    path: '/user-locks',
    icon: <LockOutlined />,
    permission: 'user-lock:list',
  },
  {
    key: 'freeMobiles',
    group: 'system',
    path: '/free-mobiles',
    icon: <MobileOutlined />,
    permission: 'free-mobile:page',
  },
  {
    key: 'accessLog',
    group: 'system',
    path: '/access-log',
    icon: <EyeOutlined />,
    permission: 'access-log:list',
  },
  {
    key: 'identityPassword',
    group: 'system',
    path: '/identity-password',
    icon: <KeyOutlined />,
  },
  {
    key: 'fileTasks',
    group: 'system',
    path: '/file-tasks',
    icon: <CloudDownloadOutlined />,
    permission: 'file-task:page',
  },
];

export const DASHBOARD_PATH = '/';
export const LOGIN_PATH = '/login';

/** The nav item whose path is the pathname or one of its parents. */
export function findNavItem(pathname: string): TNavItem | undefined {
  return NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}
