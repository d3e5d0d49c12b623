/** What other modules use of the works module; they import nothing else of it. */
export { forgetMyWorks, keepGeneratedWork, type TKeptResult } from './works-generated.service';
export { teachesPupil } from './works.queries';
