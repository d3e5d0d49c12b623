import { courseMngEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { LessonQuizEditor } from './lesson-quiz-editor';

/** 课时测验: choose a course and one of its lessons, then choose and order its quiz questions. */
export function LessonQuizTab() {
  const { t } = useTranslation();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [lessonId, setLessonId] = useState<number | null>(null);
  const courses = useQuery(
    apiClient.query(courseMngEndpoints.page, { currentPage: 1, pageSize: 100 }, [
      'form-questions',
      'courses',
    ]),
  );
  const course = useQuery({
    ...apiClient.query(courseMngEndpoints.detail, { id: courseId ?? 0 }, [
      'form-questions',
      'courses',
    ]),
    enabled: courseId !== null,
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Form layout="inline" name="lesson-quiz-pick">
        <Form.Item label={t('formQuestions.quiz.course')} htmlFor="lesson-quiz-course">
          <Select
            id="lesson-quiz-course"
            style={{ width: 260 }}
            placeholder={t('formQuestions.quiz.pickCourse')}
            loading={courses.isLoading}
            value={courseId}
            options={(courses.data?.list ?? []).map((c) => ({ value: c.id, label: c.title }))}
            onChange={(id: number) => {
              setCourseId(id);
              setLessonId(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('formQuestions.quiz.lesson')} htmlFor="lesson-quiz-lesson">
          <Select
            id="lesson-quiz-lesson"
            style={{ width: 300 }}
            placeholder={t('formQuestions.quiz.pickLesson')}
            disabled={courseId === null}
            loading={course.isFetching}
            value={lessonId}
            options={(course.data?.lessons ?? []).map((l) => ({
              value: l.id,
              label: `${l.lessonNo}. ${l.title}`,
            }))}
            onChange={setLessonId}
          />
        </Form.Item>
      </Form>
      {lessonId === null ? (
        <Typography.Text type="secondary">{t('formQuestions.quiz.pickFirst')}</Typography.Text>
      ) : (
        <Card>
          <LessonQuizEditor key={lessonId} lessonId={lessonId} />
        </Card>
      )}
    </Space>
  );
}
