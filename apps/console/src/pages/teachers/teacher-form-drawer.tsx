import {
  teacherEndpoints,
  ZTeacherAddBody,
  ZTeacherUpdateBody,
  type TTeacherRow,
} from '@haoduo/contract';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOptions } from '../../shared/labels';
import { SchoolSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

export const TEACHERS_KEY = ['teachers'] as const;
const PICKERS_KEY = ['pickers'] as const;

interface TTeacherFormDrawerProps {
  teacher: TTeacherRow | null;
  open: boolean;
  onClose: () => void;
}

/** 新增教师 (by mobile, into a school) / 编辑教师 (name, mobile, role). */
export function TeacherFormDrawer({ teacher, open, onClose }: TTeacherFormDrawerProps) {
  const { t } = useTranslation();
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
      title={teacher ? t('teachers.edit') : t('teachers.add')}
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
            <Form.Item
              label={t('teachers.school')}
              {...field('schoolId', t('teachers.pickSchool'))}
            >
              <SchoolSelect style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item label={t('fields.name')} {...field('name')}>
            <Input maxLength={32} placeholder={t('teachers.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            label={t('fields.mobile')}
            {...field('mobile')}
            required={!teacher}
            extra={
              teacher
                ? masked
                  ? t('teachers.maskedMobile', { mobile: teacher.mobile })
                  : undefined
                : t('teachers.mobileHint')
            }
          >
            <Input maxLength={11} placeholder={t('teachers.mobilePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('teachers.role')} {...field('teacherRoleType')}>
            <Radio.Group options={labelOptions('teacherRole')} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
