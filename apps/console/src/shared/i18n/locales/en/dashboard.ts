import type { dashboard as zh } from '../zh-cn/dashboard';
import type { TTranslation } from '../types';

export const dashboard: TTranslation<typeof zh> = {
  welcome: 'Hello, {{name}}',
  intro: "Today's numbers and recent trends for the schools you manage.",
  healthTitle: 'Service status',
  refresh: 'Refresh',
  database: 'Database',
  databaseUp: 'Up',
  databaseDown: 'Down',
  driver: 'Database engine',
  version: 'Server version',
  uptime: 'Uptime',
  environment: 'Environment',
  healthFailed: 'The service status is not available right now',
  retry: 'Retry',
};
