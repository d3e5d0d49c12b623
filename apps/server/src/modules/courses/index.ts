/** What the app, the demo loader, the tests and other modules use of the courses module. */
export { courseFeature } from './courses.plugin';
export {
  findLesson,
  lessonExists,
  lessonsOfCourse,
  lessonTitlesByIds,
  type TLessonRow,
} from './courses.queries';
export {
  courseTitlesByIds,
  lessonIsPublished,
  lessonsByIds,
  lessonsOfCourses,
  type TLessonRef,
} from './courses.lookups';
export { coursesByIds, type TCourseRow } from './courses.queries';
export { sanitizeRichText } from './rich-text';
