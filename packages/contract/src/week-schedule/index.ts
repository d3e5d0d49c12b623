export * from './week-schedule-constants';
export * from './week-schedule-messages';
export * from './week-schedule-requests.schema';
export * from './week-schedule-responses.schema';
