import {
  competitionRegistrationMngEndpoints,
  ZRegistrationMngModifyBody,
  type TRegistration,
} from '@haoduo/contract';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOptions } from '../../shared/labels';
import { RegionCascader, SchoolSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';

export const REGISTRATIONS_KEY = ['competition-registrations'] as const;

/** 修改报名: staff corrections; the id number is shown masked and kept unless retyped. */
export function RegistrationFormDrawer(props: {
  registration: TRegistration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const r = props.registration;
  const modify = useResourceMutation(competitionRegistrationMngEndpoints.modify, {
    invalidate: [REGISTRATIONS_KEY],
  });
  const initialValues = useMemo(
    () =>
      r
        ? {
            studentName: r.studentName.includes('*') ? undefined : r.studentName,
            idCardType: r.idCardType,
            idCard: '',
            grade: r.grade,
            mobile: r.mobile.includes('*') ? undefined : r.mobile,
            teacherName: r.teacherName,
            teacherMobile: r.teacherMobile.includes('*') ? undefined : r.teacherMobile,
            region: [r.provinceId, r.cityId, r.districtId].filter(Boolean),
            schoolId: r.schoolId ?? undefined,
            registrationGroup: r.registrationGroup,
          }
        : undefined,
    [r],
  );
  return (
    <FormDrawer<unknown>
      open={r !== null}
      title={t('competitions.reg.edit')}
      schema={ZRegistrationMngModifyBody}
      initialValues={initialValues}
      toBody={(values) => {
        const [provinceId, cityId, districtId] = (values.region as number[] | undefined) ?? [];
        const { region: _region, ...rest } = values;
        return { ...rest, provinceId, cityId, districtId, id: r?.id };
      }}
      onSubmit={(body) => modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])}
      onClose={props.onClose}
    >
      {(field) => (
        <>
          <Form.Item label={t('competitions.reg.studentName')} {...field('studentName')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item label={t('competitions.reg.idCardType')} {...field('idCardType')}>
            <Select options={labelOptions('idCardType')} />
          </Form.Item>
          <Form.Item
            label={t('competitions.reg.idCard')}
            {...field('idCard')}
            extra={r ? t('competitions.reg.idCardKeep', { masked: r.idCard }) : undefined}
          >
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('competitions.reg.grade')} {...field('grade')}>
            <Select options={labelOptions('grade')} />
          </Form.Item>
          <Form.Item label={t('competitions.reg.mobile')} {...field('mobile')}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item label={t('competitions.reg.teacherName')} {...field('teacherName')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item label={t('competitions.reg.teacherMobile')} {...field('teacherMobile')}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item
            label={t('competitions.reg.region')}
            name="region"
            rules={[{ required: true }]}
          >
            <RegionCascader />
          </Form.Item>
          <Form.Item label={t('competitions.reg.school')} {...field('schoolId')}>
            <SchoolSelect style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('competitions.reg.group')} {...field('registrationGroup')}>
            <Input maxLength={20} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
