/** What other modules use of the ai-tool-config module; they import nothing else of it. */
export { aiToolConfigRoutes, type TSchoolAccessPort } from './ai-tool-config.mng.routes';
export {
  closedToolsOf,
  openToolsBySchool,
  openToolsOf,
  saveSchoolTools,
} from './ai-tool-config.queries';
