import {
  CLASS_STATUS_LABELS,
  classEndpoints,
  STUDENT_CREATE_MODE_LABELS,
  ZClassCreateBody,
  ZClassUpdateBody,
  type TClassMngRow,
} from '@haoduo/contract';
import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { optionsOf, SERVICE_TYPE_LABELS, TOOL_TYPE_LABELS } from '../../shared/labels';
import { SchoolSelect, SemesterSelect, TeacherSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

export const CLASSES_KEY = ['classes'] as const;
const PICKERS_KEY = ['pickers'] as const;

const STATUS_ON_CREATE = [10, 60, 110].map((value) => ({
  value,
  label: CLASS_STATUS_LABELS[value as 10 | 60 | 110],
}));

interface TClassFormDrawerProps {
  row: TClassMngRow | null;
  open: boolean;
  onClose: () => void;
}

function toBody(values: Record<string, unknown>, row: TClassMngRow | null) {
  const end = values.effectiveEndDate as Dayjs | null | undefined;
  return {
    ...values,
    effectiveEndDate: end ? end.format('YYYY-MM-DD') : null,
    limitStudentSize: values.limitStudentSize ?? null,
    ...(row ? { id: row.id } : {}),
  };
}

/** 新增课班 / 编辑课班: the management fields of a class. */
export function ClassFormDrawer({ row, open, onClose }: TClassFormDrawerProps) {
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
      title={row ? '编辑课班' : '新增课班'}
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
            <Form.Item label="所属学校" {...field('schoolId', '请选择学校')}>
              <SchoolSelect
                style={{ width: '100%' }}
                onChange={(value: number) => {
                  form.setFieldsValue({ schoolId: value, teacherIdList: [] });
                }}
              />
            </Form.Item>
          )}
          <Form.Item label="学期" {...field('semesterId', '请选择学期')}>
            <SemesterSelect style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="课班名称" {...field('courseClassName')}>
            <Input maxLength={50} placeholder="如：三年级AI创作班" />
          </Form.Item>
          <Form.Item noStyle dependencies={['schoolId']}>
            {({ getFieldValue }) => (
              <Form.Item label="授课老师" {...field('teacherIdList')}>
                <TeacherSelect
                  mode="multiple"
                  schoolId={(getFieldValue('schoolId') as number | undefined) ?? row?.schoolId}
                />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item label="服务类型" {...field('serviceType')}>
            <Select options={optionsOf(SERVICE_TYPE_LABELS)} />
          </Form.Item>
          <Form.Item label="可用的AI工具" {...field('aiToolSubTypes')}>
            <Checkbox.Group options={optionsOf(TOOL_TYPE_LABELS)} />
          </Form.Item>
          <Form.Item label="开放AI" name="availableAi" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="学生人数上限" {...field('limitStudentSize')} extra="留空则不限">
            <InputNumber min={1} max={10000} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="有效期至" name="effectiveEndDate" extra="留空则长期有效">
            <DatePicker style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="学生账号创建方式" {...field('studentCreateModeType')}>
            <Radio.Group options={optionsOf(STUDENT_CREATE_MODE_LABELS)} />
          </Form.Item>
          {row ? null : (
            <Form.Item label="课班状态" {...field('courseClassStatus')}>
              <Radio.Group options={STATUS_ON_CREATE} />
            </Form.Item>
          )}
        </>
      )}
    </FormDrawer>
  );
}
