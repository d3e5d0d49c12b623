export * from './competition-constants';
export * from './id-card';
export * from './competition.schema';
export * from './registration.schema';
export * from './judging.schema';
export * from './tech-registration.schema';
export * from '../messages/competition-messages';
