/**
 * A lesson's quiz for pupils, loaded when it is first shown (its texts and code stay out of
 * the lesson page's first load): `<LessonQuiz lessonId={id} />`.
 */
export { LessonQuiz } from './lesson-quiz';
