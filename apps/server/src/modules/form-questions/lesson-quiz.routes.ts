import { FormQuestionMessages, lessonQuizEndpoints as e } from '@haoduo/contract';
import { requireSchool } from '../../platform/auth/auth-context';
import { noPermission } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { teacherTeachesPupil } from '../classes';
import { noteOf } from './form-questions.mng.routes';
import {
  lessonQuizMng,
  pupilQuiz,
  pupilResult,
  saveLessonQuiz,
  submitAnswers,
  type TLessonExists,
} from './lesson-quiz.service';
import { pupilQuizSummary } from './quiz-summary';

/**
 * Lesson quizzes: the back office sets them; pupils answer them (a lesson is course content,
 * not a class's: any pupil may open the quiz of a published course's lesson, and sees and
 * answers as themselves only); a
 * teacher reads the summary of a pupil of a class they teach.
 */
export async function lessonQuizRoutes(
  app: TApp,
  { db }: TDeps,
  lessons: { lessonExists: TLessonExists; lessonIsPublished: TLessonExists },
): Promise<void> {
  const { lessonExists, lessonIsPublished } = lessons;
  // A lesson of a course that is not published has no quiz for pupils.
  const closed = async (lessonId: number) => !(await lessonIsPublished(db, lessonId));

  route(app, e.mngDetail, {
    handler: async (request) => lessonQuizMng(db, lessonExists, request.query.lessonId),
  });

  route(app, e.mngSave, {
    handler: async (request) => saveLessonQuiz(db, lessonExists, request.body, noteOf(request)),
  });

  route(app, e.quiz, {
    owner: 'none',
    handler: async (request) => {
      const { accountId } = requireSchool(request.auth);
      const { lessonId } = request.query;
      if (await closed(lessonId)) return { lessonId, questions: [], answeredIds: [] };
      return pupilQuiz(db, accountId, lessonId);
    },
  });

  route(app, e.submit, {
    owner: 'none',
    handler: async (request) => {
      const { accountId } = requireSchool(request.auth);
      if (await closed(request.body.lessonId)) throw notFound(FormQuestionMessages.QUIZ_EMPTY);
      return submitAnswers(db, accountId, request.body);
    },
  });

  route(app, e.result, {
    owner: 'none',
    handler: async (request) => {
      const { accountId } = requireSchool(request.auth);
      const { lessonId } = request.query;
      if (await closed(lessonId)) {
        return {
          lessonId,
          total: 0,
          answeredCount: 0,
          correctCount: 0,
          finished: false,
          items: [],
        };
      }
      return pupilResult(db, accountId, lessonId);
    },
  });

  route(app, e.studentSummary, {
    owner: { kind: 'pupil', at: 'query.studentId', deny: 403 },
    handler: async (request) => {
      const teacher = requireSchool(request.auth).accountId;
      const { studentId } = request.query;
      if (!(await teacherTeachesPupil(db, teacher, studentId))) throw noPermission();
      return pupilQuizSummary(db, studentId);
    },
  });
}
