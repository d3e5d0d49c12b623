import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  formQuestionEndpoints,
  FormQuestionLimit,
  lessonQuizEndpoints,
  QuestionStatus,
  type TFormQuestion,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionTypeLabel } from './type-label';
import { apiClient } from '../../shared/api';
import { Can } from '../../shared/permissions';
import { useResourceMutation } from '../../shared/resource';
import { FORM_QUESTIONS_KEY } from './question-form-drawer';

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Searches the enabled questions to add to a quiz. */
function QuestionSearch({
  exclude,
  onPick,
}: {
  exclude: number[];
  onPick: (q: TFormQuestion) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery(
    apiClient.query(
      formQuestionEndpoints.pageList,
      { keyword, status: QuestionStatus.ENABLED, currentPage: 1, pageSize: 20 },
      [...FORM_QUESTIONS_KEY, 'search'],
    ),
  );
  const options = (found.data?.list ?? []).filter((q) => !exclude.includes(q.id));
  return (
    <Select
      showSearch
      aria-label={t('formQuestions.quiz.addQuestion')}
      placeholder={t('formQuestions.quiz.searchQuestion')}
      filterOption={false}
      onSearch={setKeyword}
      value={null}
      style={{ width: 420 }}
      loading={found.isFetching}
      options={options.map((q) => ({
        value: q.id,
        label: `${questionTypeLabel(t, q.questionType)} · ${q.title}`,
      }))}
      onChange={(id: number) => {
        const question = options.find((q) => q.id === id);
        if (question) onPick(question);
      }}
    />
  );
}

/** The quiz of one lesson: its questions in order, to add, move, remove and save. */
export function LessonQuizEditor({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const quiz = useQuery(
    apiClient.query(lessonQuizEndpoints.mngDetail, { lessonId }, [...FORM_QUESTIONS_KEY, 'quiz']),
  );
  const [draft, setDraft] = useState<TFormQuestion[] | null>(null);
  const save = useResourceMutation(lessonQuizEndpoints.mngSave, {
    invalidate: [FORM_QUESTIONS_KEY],
    successText: t('formQuestions.quiz.saved'),
  });
  const questions = draft ?? quiz.data?.questions ?? [];
  const full = questions.length >= FormQuestionLimit.QUIZ_MAX;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Text strong>{t('formQuestions.quiz.questions')}</Typography.Text>
      {questions.length === 0 && !quiz.isLoading ? (
        <Empty description={t('formQuestions.quiz.empty')} />
      ) : (
        <List
          bordered
          loading={quiz.isLoading}
          dataSource={questions}
          renderItem={(q, index) => (
            <List.Item
              actions={[
                <Button
                  key="up"
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={`${t('formQuestions.quiz.moveUp')} ${index + 1}`}
                  disabled={index === 0}
                  onClick={() => setDraft(move(questions, index, index - 1))}
                />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={`${t('formQuestions.quiz.moveDown')} ${index + 1}`}
                  disabled={index === questions.length - 1}
                  onClick={() => setDraft(move(questions, index, index + 1))}
                />,
                <Button
                  key="remove"
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`${t('formQuestions.quiz.remove')} ${index + 1}`}
                  onClick={() => setDraft(questions.filter((_, i) => i !== index))}
                />,
              ]}
            >
              <Space>
                <span>{index + 1}.</span>
                <Tag>{questionTypeLabel(t, q.questionType)}</Tag>
                <span>{q.title}</span>
              </Space>
            </List.Item>
          )}
        />
      )}
      <Can permission="form-question:quiz-save">
        <Space wrap>
          {full ? (
            <Typography.Text type="secondary">{t('formQuestions.quiz.tooMany')}</Typography.Text>
          ) : (
            <QuestionSearch
              exclude={questions.map((q) => q.id)}
              onPick={(q) => setDraft([...questions, q])}
            />
          )}
          <Button
            type="primary"
            loading={save.isPending}
            disabled={draft === null}
            onClick={() =>
              void save
                .mutateAsync({ lessonId, questionIds: questions.map((q) => q.id) })
                .then(() => setDraft(null))
                .catch(() => undefined)
            }
          >
            {t('formQuestions.quiz.save')}
          </Button>
        </Space>
      </Can>
    </Space>
  );
}
