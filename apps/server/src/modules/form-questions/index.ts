/**
 * The form question repository and the lessons' quizzes: what the app registers, and a pupil's
 * quiz summary (mistakes, knowledge points, weaknesses) for other modules (families' reports).
 */
export { formQuestionsFeature } from './form-questions.plugin';
export { pupilQuizSummary } from './quiz-summary';
export type { TLessonExists } from './lesson-quiz.service';
export { isCorrect, tidyAnswer } from './grading';
