import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { courseMngEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Image, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSES_KEY, CourseStatusTag, toolLabel } from '../../features/courses';
import { apiClient } from '../../shared/api';
import { formatTime } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { RowActions } from '../../shared/resource';
import { LessonsPanel } from '../course-lessons/lessons-panel';
import { CourseFormDrawer } from './course-form-drawer';
import { useCourseActions } from './use-course-actions';

/** One course: its fields, 编辑 / 发布 / 下线, and its lessons (ordered, editable). */
export function CourseEditor({ courseId, onBack }: { courseId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const actions = useCourseActions(onBack);
  const detail = useQuery(
    apiClient.query(courseMngEndpoints.detail, { id: courseId }, COURSES_KEY),
  );
  const course = detail.data;

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      {t('courses.backToList')}
    </Button>
  );
  if (detail.isError) return <Result status="404" title={t('empty')} extra={back} />;
  if (!course) return <Skeleton active />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Space>
            {back}
            <Typography.Text strong>{course.title}</Typography.Text>
            <CourseStatusTag status={course.status} />
          </Space>
        }
        extra={
          <Space>
            <Can permission="course:modify">
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('actions.edit')}
              </Button>
            </Can>
            <RowActions actions={actions.rowActions(course)} />
          </Space>
        }
      >
        <Space align="start" size={16}>
          {course.coverUrl ? (
            <Image
              src={course.coverUrl}
              alt={t('courses.fields.cover')}
              preview={false}
              width={200}
              height={112}
              style={{ objectFit: 'cover' }}
            />
          ) : null}
          <Descriptions size="small" column={3} style={{ minWidth: 640 }}>
            <Descriptions.Item label={t('courses.fields.grades')}>
              {course.gradeLabel}
            </Descriptions.Item>
            <Descriptions.Item label={t('courses.fields.hours')}>{course.hours}</Descriptions.Item>
            <Descriptions.Item label={t('courses.fields.classCount')}>
              {course.classCount}
            </Descriptions.Item>
            <Descriptions.Item label={t('courses.fields.tools')} span={2}>
              <Space size={[2, 2]} wrap>
                {course.tools.map((tool) => (
                  <Tag key={tool}>{toolLabel(tool)}</Tag>
                ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('courses.fields.publishedAt')}>
              {formatTime(course.publishedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('courses.fields.summary')} span={3}>
              {course.summary || '-'}
            </Descriptions.Item>
          </Descriptions>
        </Space>
      </Card>
      <LessonsPanel course={course} />
      <CourseFormDrawer open={editing} course={course} onClose={() => setEditing(false)} />
    </Space>
  );
}
