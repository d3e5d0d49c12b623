import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shared/permissions';
import { LessonQuizTab } from './lesson-quiz-tab';
import { QuestionsTab } from './questions-tab';

/** 题库管理: the form question repository and the lessons' quizzes. */
export function FormQuestionsPage() {
  const { t } = useTranslation();
  const mayQuiz = usePermission('form-question:quiz-detail');
  return (
    <Tabs
      items={[
        { key: 'questions', label: t('formQuestions.tabs.questions'), children: <QuestionsTab /> },
        ...(mayQuiz
          ? [{ key: 'quiz', label: t('formQuestions.tabs.quiz'), children: <LessonQuizTab /> }]
          : []),
      ]}
    />
  );
}
