import {
  FileTaskTag,
  GRADE_LABELS,
  QUESTION_TYPE_LABELS,
  QuestionStatus,
  ZFormQuestionFilter,
  type TQuestionType,
} from '@haoduo/contract';
import type { z } from 'zod';
import { shanghaiDateTime } from '../../platform/china-time';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { pageQuestions } from './form-questions.queries';
import { questionActorOf } from './form-questions.scope';

type TFilter = z.output<typeof ZFormQuestionFilter>;
const PAGE = 500;

/** The questions of the back office's filter as xlsx, run as a file task. */
export const formQuestionsExport = defineExport({
  tag: FileTaskTag.FORM_QUESTIONS_EXPORT,
  permission: 'form-question:export',
  fileName: () => `题库-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '题库',
  parse: parseWith(ZFormQuestionFilter),
  authorize: async (_db, auth) => {
    questionActorOf(auth);
  },
  count: async (db, auth, params: TFilter) =>
    (await pageQuestions(db, questionActorOf(auth), params, { limit: 1, offset: 0 })).total,
  pages: (db, auth, params: TFilter) =>
    pagedRows(
      async (limit, offset) =>
        (await pageQuestions(db, questionActorOf(auth), params, { limit, offset })).rows,
      PAGE,
    ),
  columns: [
    { header: '编号', width: 8, value: (r) => r.id },
    {
      header: '题型',
      width: 12,
      value: (r) => QUESTION_TYPE_LABELS[r.questionType as TQuestionType] ?? '',
    },
    { header: '题干', width: 40, value: (r) => r.title },
    {
      header: '选项',
      width: 30,
      value: (r) =>
        r.options.map((text, i) => `${String.fromCharCode(65 + i)}. ${text}`).join('\n'),
    },
    {
      header: '答案',
      width: 16,
      value: (r) =>
        r.answer.map((a) => (a === 'true' ? '正确' : a === 'false' ? '错误' : a)).join('、'),
    },
    { header: '解析', width: 40, value: (r) => r.explanation },
    { header: '知识点', width: 20, value: (r) => r.knowledgePoints.join('、') },
    { header: '年级', width: 10, value: (r) => GRADE_LABELS[r.grade] ?? '' },
    {
      header: '状态',
      width: 8,
      value: (r) => (r.status === QuestionStatus.ENABLED ? '启用' : '停用'),
    },
    { header: '图片', width: 30, value: (r) => r.picUrl ?? '' },
    { header: '更新时间', width: 22, value: (r) => shanghaiDateTime(r.updatedAt) },
  ],
});
