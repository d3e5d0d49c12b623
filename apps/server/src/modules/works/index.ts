/** What other modules use of the works module; they import nothing else of it. */
export { worksFeature } from './works.plugin';
export { forgetMyWorks, keepGeneratedWork, type TKeptResult } from './works-generated.service';
export { authorAccountOfWork, teachesPupil } from './works.queries';
export { forgetPublicCounts } from './works-lists.queries';
export { recordEvent } from './works-history.service';
export { createWork, removeTagsFromWorks, WORKS_VARIANTS, type TAuthor } from './works.service';
export { pupilWorkCountsInClass } from './pupil-work-counts.queries';
export {
  classWorksPage,
  lessonHandIns,
  type TClassWorkItem,
  type TLessonHandInRow,
} from './works-lessons.queries';
export { dailyWorksSubmitted, worksWaitingForReview } from './works-daily-stats.queries';
export { worksHistory } from './works-safety';
export { workForJudging } from './works-judging.queries';
export {
  printableWorksOfAuthor,
  printableWorksOfClass,
  workForPrint,
  type TWorkForPrint,
} from './works-print.queries';
