import {
  TEACHER_ROLE_LABELS,
  teacherEndpoints,
  ZTeacherAddBody,
  ZTeacherUpdateBody,
  type TTeacherRow,
} from '@haoduo/contract';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { optionsOf } from '../../shared/labels';
import { SchoolSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

export const TEACHERS_KEY = ['teachers'] as const;
const PICKERS_KEY = ['pickers'] as const;
export const ROLE_OPTIONS = optionsOf(TEACHER_ROLE_LABELS);

interface TTeacherFormDrawerProps {
  teacher: TTeacherRow | null;
  open: boolean;
  onClose: () => void;
}

/** 新增教师 (by mobile, into a school) / 编辑教师 (name, mobile, role). */
export function TeacherFormDrawer({ teacher, open, onClose }: TTeacherFormDrawerProps) {
  const invalidate = [TEACHERS_KEY, PICKERS_KEY];
  const add = useResourceMutation(teacherEndpoints.add, { invalidate });
  const update = useResourceMutation(teacherEndpoints.update, { invalidate });
  const masked = Boolean(teacher?.mobile?.includes('*'));
  const initialValues = useMemo(
    () =>
      teacher
        ? {
            name: teacher.name,
            mobile: masked ? undefined : (teacher.mobile ?? undefined),
            teacherRoleType: teacher.teacherRoleType,
          }
        : { teacherRoleType: 1 },
    [teacher, masked],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      title={teacher ? '编辑教师' : '新增教师'}
      schema={teacher ? ZTeacherUpdateBody : ZTeacherAddBody}
      initialValues={initialValues}
      toBody={(values) =>
        teacher
          ? { ...values, mobile: values.mobile || undefined, id: teacher.worksTeacherId }
          : values
      }
      onSubmit={(body) =>
        teacher
          ? update.mutateAsync(body as Parameters<typeof update.mutateAsync>[0])
          : add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          {teacher ? null : (
            <Form.Item label="所属学校" {...field('schoolId', '请选择学校')}>
              <SchoolSelect style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item label="姓名" {...field('name')}>
            <Input maxLength={32} placeholder="请输入教师姓名" />
          </Form.Item>
          <Form.Item
            label="手机号"
            {...field('mobile')}
            required={!teacher}
            extra={
              teacher
                ? masked
                  ? `当前：${teacher.mobile}，留空则不修改`
                  : undefined
                : '教师使用该手机号登录'
            }
          >
            <Input maxLength={11} placeholder="11位手机号" />
          </Form.Item>
          <Form.Item label="角色" {...field('teacherRoleType')}>
            <Radio.Group options={ROLE_OPTIONS} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
