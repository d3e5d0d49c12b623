/** What other modules use of the system module; they import nothing else of it. */
export { browserConfigOf, systemRoutes } from './system.public.routes';
