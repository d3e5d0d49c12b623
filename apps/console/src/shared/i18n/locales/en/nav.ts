import type { nav as zh } from '../zh-cn/nav';
import type { TTranslation } from '../types';

export const nav: TTranslation<typeof zh> = {
  dashboard: 'Dashboard',
  groups: {
    academic: 'Academic',
    works: 'Works and competitions',
    operations: 'Operations',
    safety: 'Content safety',
    system: 'System',
  },
  items: {
    schools: 'Schools',
    semesters: 'Semesters',
    classes: 'Classes',
    teachers: 'Teachers',
    students: 'Students',
    rosterSync: 'Roster sync',
    worksAudit: 'Works audit',
    tags: 'Tags',
    competitions: 'Competitions',
    competitionRegistrations: 'Registrations',
    competitionJudging: 'Judging',
    competitionAwards: 'Results and awards',
    techRegistrations: 'Tech registrations',
    aiPoints: 'AI points',
    aiTools: 'AI tool configuration',
    aiGenerations: 'AI generations',
    printOrders: 'Printed books',
    safetyAlerts: 'Safety alerts',
    safetyRules: 'School safety rules',
    roles: 'Roles and permissions',
    auditLog: 'Audit log',
    fileTasks: 'Download centre',
  },
};
