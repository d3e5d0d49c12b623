import { formQuestionEndpoints as e, QuestionStatus } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../../platform/audit/audit';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { startExport } from '../file-tasks';
import { formQuestionsExport } from './form-questions.exports';
import { presentQuestion } from './form-questions.presenter';
import { pageQuestions, quizCounts } from './form-questions.queries';
import { questionActorOf } from './form-questions.scope';
import {
  addQuestion,
  deleteQuestion,
  modifyQuestion,
  questionDetail,
  setQuestionStatus,
  type TNote,
} from './form-questions.service';

export const noteOf =
  (request: FastifyRequest): TNote =>
  (tx, change) =>
    recordChange(tx, request, change);

/** The form question repository in the back office (scope rules: form-questions.scope.ts). */
export async function formQuestionMngRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, e.pageList, {
    handler: async (request) => {
      const { currentPage, pageSize, orderBy, orderDirection, ...filter } = request.query;
      const q = { currentPage, pageSize };
      const { rows, total } = await pageQuestions(
        db,
        questionActorOf(request.auth),
        filter,
        pageWindow(q),
        { by: orderBy, direction: orderDirection },
      );
      const counts = await quizCounts(
        db,
        rows.map((row) => row.id),
      );
      return pageOf(
        rows.map((row) => presentQuestion(row, counts.get(row.id) ?? 0)),
        total,
        q,
      );
    },
  });

  route(app, e.export, {
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), formQuestionsExport, request.query),
  });

  route(app, e.add, {
    handler: async (request) =>
      addQuestion(db, questionActorOf(request.auth), request.body, noteOf(request)),
  });

  route(app, e.modify, {
    handler: async (request) =>
      modifyQuestion(db, questionActorOf(request.auth), request.body, noteOf(request)),
  });

  route(app, e.detail, {
    handler: async (request) => questionDetail(db, questionActorOf(request.auth), request.query.id),
  });

  for (const [endpoint, status] of [
    [e.enable, QuestionStatus.ENABLED],
    [e.disable, QuestionStatus.DISABLED],
  ] as const) {
    route(app, endpoint, {
      handler: async (request) => {
        const actor = questionActorOf(request.auth);
        await setQuestionStatus(db, actor, request.body.id, status, noteOf(request));
        return null;
      },
    });
  }

  route(app, e.delete, {
    handler: async (request) => {
      await deleteQuestion(db, questionActorOf(request.auth), request.body.id, noteOf(request));
      return null;
    },
  });
}
