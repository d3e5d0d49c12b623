import { lessonQuizEndpoints as e } from '@haoduo/contract';
import { requireSchool } from '../../platform/auth/auth-context';
import { noPermission } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
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
 * not a class's: any pupil may open its quiz, and sees and answers as themselves only); a
 * teacher reads the summary of a pupil of a class they teach.
 */
export async function lessonQuizRoutes(
  app: TApp,
  { db }: TDeps,
  lessonExists: TLessonExists,
): Promise<void> {
  route(app, e.mngDetail, {
    handler: async (request) => lessonQuizMng(db, lessonExists, request.query.lessonId),
  });

  route(app, e.mngSave, {
    handler: async (request) => saveLessonQuiz(db, lessonExists, request.body, noteOf(request)),
  });

  route(app, e.quiz, {
    owner: 'none',
    handler: async (request) =>
      pupilQuiz(db, requireSchool(request.auth).accountId, request.query.lessonId),
  });

  route(app, e.submit, {
    owner: 'none',
    handler: async (request) =>
      submitAnswers(db, requireSchool(request.auth).accountId, request.body),
  });

  route(app, e.result, {
    owner: 'none',
    handler: async (request) =>
      pupilResult(db, requireSchool(request.auth).accountId, request.query.lessonId),
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
