import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TNavItemKey } from './nav-items';

type TLazyPage = LazyExoticComponent<ComponentType>;

/** A page module's named export as a lazy component (each page is its own chunk). */
export function lazyPage<TModule>(load: () => Promise<TModule>, name: keyof TModule): TLazyPage {
  return lazy(() =>
    load().then((module) => ({ default: module[name] as unknown as ComponentType })),
  );
}

/** The page of each menu area (one line per page); a menu area comes with its page. */
export const AREA_PAGES: Record<TNavItemKey, TLazyPage> = {
  schools: lazyPage(() => import('../../pages/schools/schools-page'), 'SchoolsPage'),
  semesters: lazyPage(() => import('../../pages/semesters/semesters-page'), 'SemestersPage'),
  teachers: lazyPage(() => import('../../pages/teachers/teachers-page'), 'TeachersPage'),
  classes: lazyPage(() => import('../../pages/classes/classes-page'), 'ClassesPage'),
  students: lazyPage(() => import('../../pages/students/students-page'), 'StudentsPage'),
  rosterSync: lazyPage(() => import('../../pages/roster-sync/roster-sync-page'), 'RosterSyncPage'),
  courses: lazyPage(() => import('../../pages/courses/courses-page'), 'CoursesPage'),
  weekSchedules: lazyPage(
    () => import('../../pages/week-schedules/week-schedules-page'),
    'WeekSchedulesPage',
  ),
  formQuestions: lazyPage(
    () => import('../../pages/form-questions/form-questions-page'),
    'FormQuestionsPage',
  ),
  fileTasks: lazyPage(() => import('../../pages/file-tasks/file-tasks-page'), 'FileTasksPage'),
  worksAudit: lazyPage(() => import('../../pages/works-audit/works-audit-page'), 'WorksAuditPage'),
  tags: lazyPage(() => import('../../pages/tags/tags-page'), 'TagsPage'),
  competitions: lazyPage(
    () => import('../../pages/competitions/competitions-page'),
    'CompetitionsPage',
  ),
  competitionRegistrations: lazyPage(
    () => import('../../pages/competition-registrations/registrations-page'),
    'CompetitionRegistrationsPage',
  ),
  competitionJudging: lazyPage(
    () => import('../../pages/competition-judging/judging-page'),
    'CompetitionJudgingPage',
  ),
  competitionAwards: lazyPage(
    () => import('../../pages/competition-awards/awards-page'),
    'CompetitionAwardsPage',
  ),
  techRegistrations: lazyPage(
    () => import('../../pages/tech-registrations/tech-registrations-page'),
    'TechRegistrationsPage',
  ),
  aiPoints: lazyPage(() => import('../../pages/ai-points/ai-points-page'), 'AiPointsPage'),
  aiTools: lazyPage(() => import('../../pages/ai-tools/ai-tools-page'), 'AiToolsPage'),
  aiGenerations: lazyPage(
    () => import('../../pages/ai-generations/ai-generations-page'),
    'AiGenerationsPage',
  ),
  safetyAlerts: lazyPage(
    () => import('../../pages/safety-alerts/safety-alerts-page'),
    'SafetyAlertsPage',
  ),
  safetyRules: lazyPage(
    () => import('../../pages/safety-rules/safety-rules-page'),
    'SafetyRulesPage',
  ),
  auditLog: lazyPage(() => import('../../pages/audit-log/audit-log-page'), 'AuditLogPage'),
  roles: lazyPage(() => import('../../pages/roles/roles-page'), 'RolesPage'),
  loginRecords: lazyPage(
    () => import('../../pages/login-records/login-records-page'),
    'LoginRecordsPage',
  ),
  userLocks: lazyPage(() => import('../../pages/user-locks/user-locks-page'), 'UserLocksPage'),
  freeMobiles: lazyPage(
    () => import('../../pages/free-mobiles/free-mobiles-page'),
    'FreeMobilesPage',
  ),
  accessLog: lazyPage(() => import('../../pages/access-log/access-log-page'), 'AccessLogPage'),
  identityPassword: lazyPage(
    () => import('../../pages/identity-password/identity-password-page'),
    'IdentityPasswordPage',
  ),
  printOrders: lazyPage(
    () => import('../../pages/print-orders/print-orders-page'),
    'PrintOrdersPage',
  ),
};
