import {
  BackOfficeMessages,
  schoolEndpoints,
  ZSchoolCreateBody,
  ZSchoolUpdateBody,
  type TSchoolMngRow,
} from '@haoduo/contract';
import { Checkbox, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useResourceMutation } from '../../shared/resource';
import { labelOptions, TOOL_TYPES } from '../../shared/labels';
import { RegionCascader } from '../../shared/pickers';

export const SCHOOLS_KEY = ['schools'] as const;

interface TSchoolFormDrawerProps {
  /** The school being edited; null creates one. */
  school: TSchoolMngRow | null;
  open: boolean;
  onClose: () => void;
}

const isMasked = (mobile: string | null) => Boolean(mobile?.includes('*'));

function toBody(values: Record<string, unknown>, school: TSchoolMngRow | null) {
  const { region, contactMobile, ...rest } = values;
  const [provinceId, cityId, districtId] = (region as number[] | undefined) ?? [];
  const body: Record<string, unknown> = { ...rest, provinceId, cityId, districtId };
  // A masked mobile left empty is kept as it is on the server.
  if (!(school && isMasked(school.contactMobile) && !contactMobile)) {
    body.contactMobile = contactMobile;
  }
  if (school) body.id = school.id;
  return body;
}

/** 新增学校 / 编辑学校: name, region, address, contact and the AI tools opened. */
export function SchoolFormDrawer({ school, open, onClose }: TSchoolFormDrawerProps) {
  const { t } = useTranslation();
  const create = useResourceMutation(schoolEndpoints.create, { invalidate: [SCHOOLS_KEY] });
  const update = useResourceMutation(schoolEndpoints.update, { invalidate: [SCHOOLS_KEY] });
  const initialValues = useMemo(
    () =>
      school
        ? {
            name: school.name,
            region: [school.provinceId, school.cityId, school.districtId].filter(Boolean),
            address: school.address ?? '',
            contactName: school.contactName ?? '',
            contactMobile: isMasked(school.contactMobile) ? '' : (school.contactMobile ?? ''),
            aiToolTypes: school.aiToolTypes,
          }
        : { aiToolTypes: [...TOOL_TYPES] },
    [school],
  );
  const schema = school ? ZSchoolUpdateBody : ZSchoolCreateBody;
  return (
    <FormDrawer<unknown>
      open={open}
      title={school ? t('schools.edit') : t('schools.add')}
      schema={schema}
      initialValues={initialValues}
      toBody={(values) => toBody(values, school)}
      onSubmit={(body) =>
        school
          ? update.mutateAsync(body as Parameters<typeof update.mutateAsync>[0])
          : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label={t('schools.name')} {...field('name')}>
            <Input maxLength={64} placeholder={t('schools.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            label={t('schools.region')}
            name="region"
            required
            rules={[
              {
                validator: (_rule, value: number[] | undefined) =>
                  value?.length === 3
                    ? Promise.resolve()
                    : Promise.reject(new Error(BackOfficeMessages.SCHOOL_REGION_REQUIRED)),
              },
            ]}
          >
            <RegionCascader style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('schools.address')} {...field('address')}>
            <Input maxLength={200} placeholder={t('schools.addressPlaceholder')} />
          </Form.Item>
          <Form.Item label={t('schools.contactName')} {...field('contactName')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            label={t('schools.contactMobile')}
            {...field('contactMobile')}
            extra={
              school && isMasked(school.contactMobile)
                ? t('schools.maskedMobile', { mobile: school.contactMobile })
                : undefined
            }
          >
            <Input maxLength={11} placeholder={t('schools.mobilePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('schools.aiTools')} {...field('aiToolTypes')}>
            <Checkbox.Group options={labelOptions('toolType', TOOL_TYPES)} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
