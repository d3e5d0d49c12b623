/** What other modules use of the launch module; they import nothing else of it. */
export { launchRoutes } from './launch.custom.routes';
