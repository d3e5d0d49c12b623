/** What other modules use of the ai-tool-config module; they import nothing else of it. */
export { openToolsBySchool } from './ai-tool-config.queries';
