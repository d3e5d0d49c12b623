import {
  ZLessonQuiz,
  ZLessonQuizMng,
  ZLessonQuizQuery,
  ZLessonQuizSaveBody,
  ZPupilQuizSummary,
  ZPupilQuizSummaryQuery,
  ZQuizResult,
  ZQuizSubmitBody,
  ZQuizSubmitResult,
} from '../form-questions/lesson-quiz.schema';
import { defineEndpoint } from './endpoint';

const tag = 'form-questions';
const MNG = '/api/v1/works-service/form-question/mng/lesson-quiz';
const MNG_ALIAS = '/api/v1/form-question/mng/lesson-quiz';
const CUSTOM = '/api/v1/works-service/form-question/custom';
const CUSTOM_ALIAS = '/api/v1/form-question/custom';

/** A lesson's quiz: chosen in the back office, answered by pupils, summed up for teachers. */
export const lessonQuizEndpoints = {
  mngDetail: defineEndpoint({
    method: 'GET',
    path: `${MNG}/detail`,
    aliases: [`${MNG_ALIAS}/detail`],
    tag,
    access: 'staff',
    permission: 'form-question:quiz-detail',
    summary: "A lesson's quiz: its questions in order, with their answers",
    query: ZLessonQuizQuery,
    response: ZLessonQuizMng,
    errors: [404],
  }),
  mngSave: defineEndpoint({
    method: 'POST',
    path: `${MNG}/save`,
    aliases: [`${MNG_ALIAS}/save`],
    tag,
    access: 'staff',
    permission: 'form-question:quiz-save',
    summary: "Set a lesson's quiz: enabled questions in order (at most 10; none removes it)",
    body: ZLessonQuizSaveBody,
    response: ZLessonQuizMng,
    errors: [404],
  }),
  quiz: defineEndpoint({
    method: 'GET',
    path: `${CUSTOM}/lesson-quiz`,
    aliases: [`${CUSTOM_ALIAS}/lesson-quiz`],
    tag,
    access: 'student',
    summary: "A lesson's quiz for a pupil: the questions without answers or explanations",
    query: ZLessonQuizQuery,
    response: ZLessonQuiz,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${CUSTOM}/submit`,
    aliases: [`${CUSTOM_ALIAS}/submit`],
    tag,
    access: 'student',
    summary:
      'Answer some or all questions of a lesson’s quiz: graded on the server, kept, answered with the right answers',
    body: ZQuizSubmitBody,
    response: ZQuizSubmitResult,
    errors: [404],
  }),
  result: defineEndpoint({
    method: 'GET',
    path: `${CUSTOM}/result`,
    aliases: [`${CUSTOM_ALIAS}/result`],
    tag,
    access: 'student',
    summary: "The pupil's result of a lesson's quiz (right answers of the answered questions only)",
    query: ZLessonQuizQuery,
    response: ZQuizResult,
  }),
  studentSummary: defineEndpoint({
    method: 'GET',
    path: `${CUSTOM}/student-summary`,
    aliases: [`${CUSTOM_ALIAS}/student-summary`],
    tag,
    access: 'teacher',
    summary:
      "A pupil's quiz summary for their class's teacher: answers, knowledge points, weaknesses, mistakes",
    query: ZPupilQuizSummaryQuery,
    response: ZPupilQuizSummary,
  }),
};
