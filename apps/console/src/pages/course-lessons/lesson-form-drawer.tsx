import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CourseLimit,
  CourseMessages as M,
  courseLessonMngEndpoints,
  ZLessonAddBody,
  ZLessonModifyBody,
  type TLessonFull,
} from '@haoduo/contract';
import { Button, Divider, Form, Input, InputNumber, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COURSES_KEY,
  MaterialsUpload,
  RichTextEditor,
  ToolLinksEditor,
  type TMaterial,
} from '../../features/courses';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

interface TLessonFormDrawerProps {
  courseId: number;
  /** The lesson to edit; null: a new one (added at the end of the course). */
  lesson: TLessonFull | null;
  open: boolean;
  onClose: () => void;
}

/** The form's values as the call's body: materials as name and link, empty lines dropped. */
export function lessonBody(values: Record<string, unknown>): Record<string, unknown> {
  const materials = (values.materials as TMaterial[] | undefined) ?? [];
  const links = (values.toolLinks as Record<string, unknown>[] | undefined) ?? [];
  return {
    ...values,
    objectives: ((values.objectives as string[] | undefined) ?? []).filter((o) => o?.trim()),
    steps: ((values.steps as Record<string, unknown>[] | undefined) ?? []).map((step) => ({
      title: step.title ?? '',
      content: step.content ?? '',
      minutes: step.minutes ?? 0,
    })),
    materials: materials.map(({ name, url }) => ({ name, url })),
    toolLinks: links.map((link) => ({
      ...link,
      prompt: link.prompt ?? '',
      exampleImageUrl: link.exampleImageUrl ?? '',
      settings: link.settings ?? {},
    })),
  };
}

/** 新增课节 / 编辑课节: objectives, steps, materials, teaching notes and the AI tool links. */
export function LessonFormDrawer({ courseId, lesson, open, onClose }: TLessonFormDrawerProps) {
  const { t } = useTranslation();
  const invalidate = [COURSES_KEY];
  const add = useResourceMutation(courseLessonMngEndpoints.add, { invalidate });
  const modify = useResourceMutation(courseLessonMngEndpoints.modify, { invalidate });
  const initialValues = useMemo(
    () =>
      lesson
        ? {
            title: lesson.title,
            minutes: lesson.minutes,
            objectives: lesson.objectives,
            steps: lesson.steps,
            materials: lesson.materials,
            teachingNotes: lesson.teachingNotes,
            toolLinks: lesson.toolLinks.map(({ path: _path, ...link }) => link),
          }
        : {
            minutes: CourseLimit.LESSON_MINUTES_DEFAULT,
            objectives: [''],
            steps: [],
            materials: [],
            teachingNotes: '',
            toolLinks: [],
          },
    [lesson],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      width={960}
      title={lesson ? t('courses.lessons.edit') : t('courses.lessons.add')}
      schema={lesson ? ZLessonModifyBody : ZLessonAddBody}
      initialValues={initialValues}
      toBody={(values) => ({
        ...lessonBody(values),
        ...(lesson ? { id: lesson.id } : { courseId }),
      })}
      onSubmit={(body) =>
        lesson
          ? modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])
          : add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Space.Compact block>
            <Form.Item
              label={t('courses.lessons.fields.title')}
              {...field('title')}
              style={{ flex: 1 }}
            >
              <Input maxLength={CourseLimit.LESSON_TITLE_MAX} />
            </Form.Item>
            <Form.Item label={t('courses.lessons.fields.minutes')} {...field('minutes')}>
              <InputNumber
                min={CourseLimit.LESSON_MINUTES_MIN}
                max={CourseLimit.LESSON_MINUTES_MAX}
              />
            </Form.Item>
          </Space.Compact>
          <Objectives />
          <Steps />
          <Form.Item label={t('courses.lessons.fields.materials')} name="materials">
            <MaterialsUpload />
          </Form.Item>
          <Form.Item label={t('courses.lessons.fields.teachingNotes')} {...field('teachingNotes')}>
            <RichTextEditor
              aria-label={t('courses.lessons.fields.teachingNotes')}
              minHeight={100}
            />
          </Form.Item>
          <Divider titlePlacement="start">{t('courses.lessons.fields.toolLinks')}</Divider>
          <ToolLinksEditor lessonId={lesson?.id ?? null} />
        </>
      )}
    </FormDrawer>
  );
}

function Objectives() {
  const { t } = useTranslation();
  return (
    <Form.List name="objectives">
      {(items, { add, remove }) => (
        <Form.Item label={t('courses.lessons.fields.objectives')} required={false}>
          {items.map((item, index) => (
            <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item
                name={item.name}
                style={{ flex: 1, marginBottom: 6, minWidth: 560 }}
                rules={[{ required: true, whitespace: true, message: M.OBJECTIVE_REQUIRED }]}
              >
                <Input
                  maxLength={CourseLimit.OBJECTIVE_MAX}
                  aria-label={`${t('courses.lessons.fields.objective')} ${index + 1}`}
                />
              </Form.Item>
              <Button
                type="text"
                size="small"
                icon={<MinusCircleOutlined />}
                aria-label={`${t('actions.remove')} ${t('courses.lessons.fields.objective')} ${index + 1}`}
                onClick={() => remove(item.name)}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            size="small"
            icon={<PlusOutlined />}
            disabled={items.length >= CourseLimit.OBJECTIVES_MAX}
            onClick={() => add('')}
          >
            {t('courses.lessons.addObjective')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}

function Steps() {
  const { t } = useTranslation();
  return (
    <Form.List name="steps">
      {(items, { add, remove, move }) => (
        <Form.Item label={t('courses.lessons.fields.steps')}>
          {items.map((item, index) => (
            <div
              key={item.key}
              style={{ borderLeft: '3px solid #e6f4ff', paddingLeft: 8, marginBottom: 8 }}
            >
              <Space align="baseline" wrap>
                <b>{index + 1}.</b>
                <Form.Item
                  name={[item.name, 'title']}
                  style={{ marginBottom: 4, width: 320 }}
                  rules={[{ required: true, whitespace: true, message: M.STEP_TITLE_REQUIRED }]}
                >
                  <Input
                    maxLength={CourseLimit.STEP_TITLE_MAX}
                    placeholder={t('courses.lessons.fields.stepTitle')}
                    aria-label={`${t('courses.lessons.fields.stepTitle')} ${index + 1}`}
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'minutes']} style={{ marginBottom: 4 }}>
                  <InputNumber
                    min={0}
                    max={CourseLimit.LESSON_MINUTES_MAX}
                    suffix={t('courses.lessons.fields.stepMinutes')}
                    aria-label={`${t('courses.lessons.fields.stepMinutes')} ${index + 1}`}
                  />
                </Form.Item>
                <Button
                  size="small"
                  type="text"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  {t('courses.lessons.moveUp')}
                </Button>
                <Button
                  size="small"
                  type="text"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {t('courses.lessons.moveDown')}
                </Button>
                <Button
                  type="text"
                  size="small"
                  icon={<MinusCircleOutlined />}
                  aria-label={`${t('actions.remove')} ${t('courses.lessons.fields.stepTitle')} ${index + 1}`}
                  onClick={() => remove(item.name)}
                />
              </Space>
              <Form.Item name={[item.name, 'content']} style={{ marginBottom: 0 }}>
                <Input.TextArea
                  rows={2}
                  maxLength={CourseLimit.STEP_CONTENT_MAX}
                  placeholder={t('courses.lessons.fields.stepContent')}
                  aria-label={`${t('courses.lessons.fields.stepContent')} ${index + 1}`}
                />
              </Form.Item>
            </div>
          ))}
          <Button
            type="dashed"
            size="small"
            icon={<PlusOutlined />}
            disabled={items.length >= CourseLimit.STEPS_MAX}
            onClick={() => add({ title: '', content: '', minutes: 0 })}
          >
            {t('courses.lessons.addStep')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
