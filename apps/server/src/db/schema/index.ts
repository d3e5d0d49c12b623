export * from './schools';
export * from './users';
export * from './sessions';
export * from './classes';
export * from './audit';
export * from './auth';
export * from './sso';
