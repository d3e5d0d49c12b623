import {
  CourseLimit,
  courseMngEndpoints,
  ZCourseAddBody,
  ZCourseModifyBody,
  type TCourseMngDetail,
  type TCourseMngItem,
} from '@haoduo/contract';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSES_KEY, CoverUpload, RichTextEditor, toolOptions } from '../../features/courses';
import { apiClient } from '../../shared/api';
import { labelOptions } from '../../shared/labels';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

interface TCourseFormDrawerProps {
  /** The course to edit (its introduction comes with the detail); null: a new draft. */
  course: TCourseMngItem | TCourseMngDetail | null;
  open: boolean;
  onClose: () => void;
  /** After a new course is saved (to open its lessons). */
  onCreated?: (course: TCourseMngDetail) => void;
}

/** 新建课程 / 编辑课程: title, cover, grades, hours, tools and the rich text introduction. */
export function CourseFormDrawer({ course, open, onClose, onCreated }: TCourseFormDrawerProps) {
  const { t } = useTranslation();
  const invalidate = [COURSES_KEY];
  const add = useResourceMutation(courseMngEndpoints.add, { invalidate });
  const modify = useResourceMutation(courseMngEndpoints.modify, { invalidate });
  // A list row has no introduction: edit the course's detail.
  const detail = useQuery({
    ...apiClient.query(courseMngEndpoints.detail, { id: course?.id ?? 0 }, COURSES_KEY),
    enabled: open && !!course && !('introduction' in course),
  });
  const full = course && 'introduction' in course ? course : (detail.data ?? null);
  const initialValues = useMemo(
    () =>
      course
        ? {
            title: course.title,
            coverUrl: course.coverUrl,
            summary: course.summary,
            gradeMin: course.gradeMin,
            gradeMax: course.gradeMax,
            hours: course.hours,
            tools: course.tools,
            sortOrder: course.sortOrder,
            introduction: full?.introduction ?? '',
          }
        : { summary: '', tools: [], sortOrder: 0, introduction: '', coverUrl: '' },
    [course, full],
  );
  const grades = labelOptions('grade');
  return (
    <FormDrawer<unknown>
      // Editing waits for the introduction, so a quick save cannot clear it.
      open={open && (!course || !!full)}
      width={760}
      title={course ? t('courses.edit') : t('courses.add')}
      schema={course ? ZCourseModifyBody : ZCourseAddBody}
      initialValues={initialValues}
      toBody={(values) => ({ ...values, ...(course ? { id: course.id } : {}) })}
      onSubmit={async (body) => {
        if (course) return modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0]);
        const created = await add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0]);
        onCreated?.(created);
        return created;
      }}
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label={t('courses.fields.title')} {...field('title')}>
            <Input maxLength={CourseLimit.TITLE_MAX} showCount />
          </Form.Item>
          <Form.Item label={t('courses.fields.cover')} {...field('coverUrl')}>
            <CoverUpload aria-label={t('courses.fields.cover')} />
          </Form.Item>
          <Form.Item label={t('courses.fields.summary')} {...field('summary')}>
            <Input
              maxLength={CourseLimit.SUMMARY_MAX}
              placeholder={t('courses.placeholders.summary')}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={6}>
              <Form.Item label={t('courses.fields.gradeMin')} {...field('gradeMin')}>
                <Select options={grades} aria-label={t('courses.fields.gradeMin')} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('courses.fields.gradeMax')} {...field('gradeMax')}>
                <Select options={grades} aria-label={t('courses.fields.gradeMax')} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('courses.fields.hours')} {...field('hours')}>
                <InputNumber min={CourseLimit.HOURS_MIN} max={CourseLimit.HOURS_MAX} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t('courses.fields.sortOrder')} {...field('sortOrder')}>
                <InputNumber min={0} max={CourseLimit.SORT_MAX} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('courses.fields.tools')} {...field('tools')}>
            <Select
              mode="multiple"
              options={toolOptions()}
              aria-label={t('courses.fields.tools')}
            />
          </Form.Item>
          <Form.Item label={t('courses.fields.introduction')} {...field('introduction')}>
            <RichTextEditor aria-label={t('courses.fields.introduction')} minHeight={200} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
