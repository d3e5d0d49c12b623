/** The back office's own calls (audit log, dashboard): what the app registers. */
export { backOfficeRoutes } from './back-office.mng.routes';
