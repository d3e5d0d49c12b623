import { formQuestionEndpoints, QUESTION_TYPES, type TFormQuestion } from '@haoduo/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { questionTypeLabel } from './type-label';
import { formatTime, labelOf, labelOptions } from '../../shared/labels';
import {
  EnabledBadge,
  presetFilters,
  ResourcePage,
  useEnableActions,
  useResourceMutation,
} from '../../shared/resource';
import { FORM_QUESTIONS_KEY, QuestionFormDrawer } from './question-form-drawer';

const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The questions: filters (type, grade, knowledge point, keyword, status), export, editor. */
export function QuestionsTab() {
  const { t } = useTranslation();
  const invalidate = [FORM_QUESTIONS_KEY];
  const enableActions = useEnableActions({
    enable: formQuestionEndpoints.enable,
    disable: formQuestionEndpoints.disable,
    invalidate,
    permissions: { enable: 'form-question:enable', disable: 'form-question:disable' },
    input: (question: TFormQuestion) => ({ id: question.id }),
    confirmDisable: () => ({
      title: t('formQuestions.disableTitle'),
      content: t('formQuestions.disableContent'),
    }),
  });
  const remove = useResourceMutation(formQuestionEndpoints.delete, {
    invalidate,
    successText: t('done.deleted'),
  });
  const answerOf = (q: TFormQuestion) =>
    q.answer
      .map((a) =>
        a === 'true'
          ? t('formQuestions.judge.true')
          : a === 'false'
            ? t('formQuestions.judge.false')
            : a,
      )
      .join(t('listSeparator'));

  return (
    <ResourcePage
      tableId="form-questions"
      title={t('formQuestions.list')}
      endpoint={formQuestionEndpoints.pageList}
      queryKey={FORM_QUESTIONS_KEY}
      rowKey="id"
      filters={[
        {
          name: 'questionType',
          label: t('formQuestions.columns.type'),
          type: 'select',
          options: QUESTION_TYPES.map((value) => ({
            value,
            label: questionTypeLabel(t, value),
          })),
          width: 130,
        },
        {
          name: 'grade',
          label: t('formQuestions.columns.grade'),
          type: 'select',
          options: labelOptions('grade', GRADES),
          width: 110,
        },
        {
          name: 'knowledgePoint',
          label: t('formQuestions.columns.knowledgePoints'),
          type: 'text',
          width: 130,
        },
        presetFilters.keyword(t('formQuestions.keywordPlaceholder')),
        presetFilters.status('status'),
      ]}
      columns={[
        { key: 'id', title: t('fields.id'), dataIndex: 'id', sorter: true, width: 80 },
        {
          key: 'questionType',
          title: t('formQuestions.columns.type'),
          dataIndex: 'questionType',
          render: (type: number) => <Tag>{questionTypeLabel(t, type)}</Tag>,
        },
        {
          key: 'title',
          title: t('formQuestions.columns.title'),
          dataIndex: 'title',
          render: (title: string) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 360 }}>
              {title}
            </Typography.Paragraph>
          ),
        },
        {
          key: 'answer',
          title: t('formQuestions.columns.answer'),
          dataIndex: 'answer',
          render: (_: unknown, q: TFormQuestion) => answerOf(q),
        },
        {
          key: 'knowledgePoints',
          title: t('formQuestions.columns.knowledgePoints'),
          dataIndex: 'knowledgePoints',
          render: (points: string[]) => (
            <Space size={4} wrap>
              {points.map((point) => (
                <Tag key={point} color="blue">
                  {point}
                </Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'grade',
          title: t('formQuestions.columns.grade'),
          dataIndex: 'grade',
          sorter: true,
          render: (grade: number) => labelOf('grade', grade),
        },
        {
          key: 'quizCount',
          title: t('formQuestions.columns.quizCount'),
          dataIndex: 'quizCount',
          align: 'right',
        },
        {
          key: 'status',
          title: t('fields.status'),
          dataIndex: 'status',
          render: (status: number) => <EnabledBadge status={status} />,
        },
        {
          key: 'updatedAt',
          title: t('formQuestions.columns.updatedAt'),
          dataIndex: 'updatedAt',
          sorter: true,
          render: formatTime,
        },
      ]}
      rowActions={(question, page) => [
        {
          key: 'edit',
          label: t('actions.edit'),
          permission: 'form-question:modify',
          onClick: () => page.edit(question),
        },
        ...enableActions(question),
        {
          key: 'delete',
          label: t('actions.delete'),
          permission: 'form-question:delete',
          danger: true,
          confirm: {
            title: t('formQuestions.deleteTitle'),
            content:
              question.quizCount > 0
                ? t('formQuestions.deleteInQuiz', { count: question.quizCount })
                : t('formQuestions.deleteContent'),
            okText: t('actions.delete'),
          },
          onClick: () => remove.mutateAsync({ id: question.id }),
        },
      ]}
      create={{ label: t('formQuestions.add'), permission: 'form-question:add' }}
      exportCall={{ endpoint: formQuestionEndpoints.export, permission: 'form-question:export' }}
      drawer={({ open, row, onClose }) => (
        <QuestionFormDrawer open={open} question={row} onClose={onClose} />
      )}
    />
  );
}
