export * from './back-office-messages';
export * from './list-query';
export * from './file-tasks.schema';
export * from './schools.schema';
export * from './semesters.schema';
export * from './audit-dashboard.schema';
export * from './roster.schema';
export * from './fanbook-mng.schema';
