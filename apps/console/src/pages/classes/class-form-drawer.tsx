import {
  classEndpoints,
  ZClassCreateBody,
  ZClassUpdateBody,
  type TClassMngRow,
} from '@haoduo/contract';
import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseSelect } from '../../features/courses';
import { labelOptions, TOOL_TYPES } from '../../shared/labels';
import { SchoolSelect, SemesterSelect, TeacherSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

export const CLASSES_KEY = ['classes'] as const;
const PICKERS_KEY = ['pickers'] as const;

const STATUS_ON_CREATE = [10, 60, 110];

interface TClassFormDrawerProps {
  row: TClassMngRow | null;
  open: boolean;
  onClose: () => void;
}

/** An update replaces every field: those this form does not show keep the class's values. */
function keptFields(row: TClassMngRow | null) {
  if (!row) return {};
  const { fanbookIdCode, fanbookInviteCode, limitStudentType } = row;
  return { fanbookIdCode, fanbookInviteCode, limitStudentType };
}

function toBody(values: Record<string, unknown>, row: TClassMngRow | null) {
  const end = values.effectiveEndDate as Dayjs | null | undefined;
  return {
    ...keptFields(row),
    ...values,
    effectiveEndDate: end ? end.format('YYYY-MM-DD') : null,
    limitStudentSize: values.limitStudentSize ?? null,
    mallCourseId: values.mallCourseId ?? null,
    ...(row ? { id: row.id } : {}),
  };
}

/** 新增课班 / 编辑课班: the management fields of a class. */
export function ClassFormDrawer({ row, open, onClose }: TClassFormDrawerProps) {
  const { t } = useTranslation();
  const invalidate = [CLASSES_KEY, PICKERS_KEY];
  const create = useResourceMutation(classEndpoints.create, { invalidate });
  const update = useResourceMutation(classEndpoints.update, { invalidate });
  const initialValues = useMemo(
    () =>
      row
        ? {
            schoolId: row.schoolId,
            semesterId: row.semesterId,
            courseClassName: row.courseClassName,
            serviceType: row.serviceType,
            aiToolSubTypes: row.aiToolSubTypes,
            availableAi: row.availableAi,
            teacherIdList: row.teacherIdList,
            limitStudentSize: row.limitStudentSize,
            effectiveEndDate: row.effectiveEndDate ? dayjs(row.effectiveEndDate) : null,
            studentCreateModeType: row.studentCreateModeType,
            mallCourseId: row.mallCourseId,
          }
        : {
            serviceType: 1,
            aiToolSubTypes: [11, 12, 13, 14, 15],
            availableAi: true,
            studentCreateModeType: 2,
            courseClassStatus: 10,
          },
    [row],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      width={600}
      title={row ? t('classes.edit') : t('classes.add')}
      schema={row ? ZClassUpdateBody : ZClassCreateBody}
      initialValues={initialValues}
      toBody={(values) => toBody(values, row)}
      onSubmit={(body) =>
        row
          ? update.mutateAsync(body as Parameters<typeof update.mutateAsync>[0])
          : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field, form) => (
        <>
          {row ? null : (
            <Form.Item label={t('classes.school')} {...field('schoolId', t('classes.pickSchool'))}>
              <SchoolSelect
                style={{ width: '100%' }}
                onChange={(value: number) => {
                  form.setFieldsValue({ schoolId: value, teacherIdList: [] });
                }}
              />
            </Form.Item>
          )}
          <Form.Item
            label={t('fields.semester')}
            {...field('semesterId', t('classes.pickSemester'))}
          >
            <SemesterSelect style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('classes.name')} {...field('courseClassName')}>
            <Input maxLength={50} placeholder={t('classes.namePlaceholder')} />
          </Form.Item>
          <Form.Item noStyle dependencies={['schoolId']}>
            {({ getFieldValue }) => (
              <Form.Item label={t('classes.teachers')} {...field('teacherIdList')}>
                <TeacherSelect
                  mode="multiple"
                  schoolId={(getFieldValue('schoolId') as number | undefined) ?? row?.schoolId}
                />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item label={t('weekSchedules.fields.course')} name="mallCourseId">
            <CourseSelect style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('classes.serviceType')} {...field('serviceType')}>
            <Select options={labelOptions('serviceType')} />
          </Form.Item>
          <Form.Item label={t('classes.aiTools')} {...field('aiToolSubTypes')}>
            <Checkbox.Group options={labelOptions('toolType', TOOL_TYPES)} />
          </Form.Item>
          <Form.Item label={t('classes.availableAi')} name="availableAi" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            label={t('classes.limit')}
            {...field('limitStudentSize')}
            extra={t('classes.noLimitHint')}
          >
            <InputNumber min={1} max={10000} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            label={t('classes.endDate')}
            name="effectiveEndDate"
            extra={t('classes.foreverHint')}
          >
            <DatePicker style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('classes.createMode')} {...field('studentCreateModeType')}>
            <Radio.Group options={labelOptions('studentCreateMode')} />
          </Form.Item>
          {row ? null : (
            <Form.Item label={t('classes.status')} {...field('courseClassStatus')}>
              <Radio.Group options={labelOptions('classStatus', STATUS_ON_CREATE)} />
            </Form.Item>
          )}
        </>
      )}
    </FormDrawer>
  );
}
