export * from './course-constants';
export * from './lesson-link.schema';
export * from './course-requests.schema';
export * from './course-responses.schema';
export * from '../messages/course-messages';
