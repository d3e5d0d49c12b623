import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  CourseStatus,
  courseLessonMngEndpoints,
  type TCourseMngDetail,
  type TLessonFull,
} from '@haoduo/contract';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSES_KEY, toolLabel } from '../../features/courses';
import { Can, useCan } from '../../shared/permissions';
import { RowActions, useResourceMutation } from '../../shared/resource';
import { LessonFormDrawer } from './lesson-form-drawer';

/** The order after moving the lesson at `from` to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * A course's lessons in order: drag a lesson (or 上移/下移) to reorder, 新增课节, edit, delete
 * (not while the course is published).
 */
export function LessonsPanel({ course }: { course: TCourseMngDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const invalidate = [COURSES_KEY];
  const [editing, setEditing] = useState<{ lesson: TLessonFull | null } | null>(null);
  const [pending, setPending] = useState<number[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const reorder = useResourceMutation(courseLessonMngEndpoints.reorder, {
    invalidate,
    successText: t('courses.lessons.reordered'),
  });
  const remove = useResourceMutation(courseLessonMngEndpoints.delete, {
    invalidate,
    successText: t('done.deleted'),
  });

  const byId = new Map(course.lessons.map((lesson) => [lesson.id, lesson]));
  const ids = pending ?? course.lessons.map((lesson) => lesson.id);
  const lessons = ids.map((id) => byId.get(id)).filter((l): l is TLessonFull => !!l);
  const mayReorder = can('course-lesson:reorder') && !reorder.isPending;

  const sendOrder = (next: number[]) => {
    setPending(next);
    reorder.mutate({ courseId: course.id, lessonIds: next }, { onSettled: () => setPending(null) });
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging === null || dragging === to) return;
    sendOrder(moved(ids, dragging, to));
    setDragging(null);
  };

  return (
    <Card
      size="small"
      title={`${t('courses.lessons.title')}（${lessons.length}）`}
      extra={
        <Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('courses.lessons.dragHint')}
          </Typography.Text>
          <Can permission="course-lesson:add">
            <Button
              type="primary"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ lesson: null })}
            >
              {t('courses.lessons.add')}
            </Button>
          </Can>
        </Space>
      }
    >
      {lessons.length === 0 ? (
        <Empty description={t('courses.lessons.empty')} />
      ) : (
        <ol
          aria-label={t('courses.lessons.title')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {lessons.map((lesson, index) => (
            <li
              key={lesson.id}
              draggable={mayReorder}
              data-lesson={lesson.id}
              onDragStart={() => setDragging(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '8px 4px',
                borderBottom: '1px solid #f0f0f0',
                cursor: mayReorder ? 'grab' : undefined,
                opacity: dragging === index ? 0.5 : 1,
              }}
            >
              <HolderOutlined aria-hidden style={{ color: '#8c8c8c' }} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Space size={8} wrap>
                  <Tag color="blue">{t('courses.lessons.lessonNo', { n: index + 1 })}</Tag>
                  <Typography.Text strong>{lesson.title}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('courses.lessons.minutesN', { n: lesson.minutes })}
                  </Typography.Text>
                </Space>
                <div style={{ marginTop: 4 }}>
                  <Space size={4} wrap>
                    {lesson.toolLinks.map((link) => (
                      <Tag key={link.tool}>
                        {toolLabel(link.tool)} · {link.title}
                      </Tag>
                    ))}
                    {lesson.objectives.length > 0 ? (
                      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 480 }}>
                        {lesson.objectives.join('；')}
                      </Typography.Text>
                    ) : null}
                  </Space>
                </div>
              </div>
              <Space size={2}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${t('courses.lessons.moveUp')} ${lesson.title}`}
                  disabled={!mayReorder || index === 0}
                  onClick={() => sendOrder(moved(ids, index, index - 1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${t('courses.lessons.moveDown')} ${lesson.title}`}
                  disabled={!mayReorder || index === lessons.length - 1}
                  onClick={() => sendOrder(moved(ids, index, index + 1))}
                />
                <RowActions
                  actions={[
                    {
                      key: 'preview',
                      label: t('courses.lessons.preview'),
                      visible: course.status === CourseStatus.PUBLISHED,
                      // The lesson's page on the learner site, as pupils and teachers see it.
                      onClick: () =>
                        window.open(`/course/lesson?id=${lesson.id}`, '_blank', 'noopener'),
                    },
                    {
                      key: 'edit',
                      label: t('actions.edit'),
                      permission: 'course-lesson:modify',
                      onClick: () => setEditing({ lesson }),
                    },
                    {
                      key: 'delete',
                      label: t('actions.delete'),
                      permission: 'course-lesson:delete',
                      danger: true,
                      visible: course.status !== CourseStatus.PUBLISHED,
                      confirm: { title: t('courses.lessons.deleteTitle', { name: lesson.title }) },
                      onClick: () => remove.mutateAsync({ id: lesson.id }),
                    },
                  ]}
                />
              </Space>
            </li>
          ))}
        </ol>
      )}
      <LessonFormDrawer
        courseId={course.id}
        open={editing !== null}
        lesson={editing?.lesson ?? null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
