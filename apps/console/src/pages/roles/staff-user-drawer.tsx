import {
  StaffType,
  staffUserEndpoints,
  ZStaffUserCreateBody,
  ZStaffUserModifyBody,
  type TStaffUser,
} from '@haoduo/contract';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { usePermission } from '../../shared/permissions';
import { RegionCascader, SchoolSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';
import { RoleSelect } from './role-select';
import { labelOptions } from '../../shared/labels';
import { STAFF_USERS_KEY } from './roles-keys';
import { useTranslation } from 'react-i18next';

interface TStaffUserDrawerProps {
  user: TStaffUser | null;
  open: boolean;
  onClose: () => void;
}

/** 新增员工 / 编辑员工: name, mobile, staff type, their school or region, and roles. */
export function StaffUserDrawer({ user, open, onClose }: TStaffUserDrawerProps) {
  const { t } = useTranslation();
  const canAssign = usePermission('staff-user:assign-roles');
  const create = useResourceMutation(staffUserEndpoints.create, { invalidate: [STAFF_USERS_KEY] });
  const modify = useResourceMutation(staffUserEndpoints.modify, { invalidate: [STAFF_USERS_KEY] });
  const masked = Boolean(user?.mobile?.includes('*'));
  const initialValues = useMemo(
    () =>
      user
        ? {
            name: user.name,
            mobile: masked ? undefined : (user.mobile ?? undefined),
            staffType: user.staffType,
            schoolId: user.schoolId ?? undefined,
            roleIds: user.roleIds,
          }
        : { staffType: StaffType.SCHOOL_MANAGER, roleIds: [] },
    [user, masked],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      title={user ? t('roles.editStaff') : t('roles.addStaff')}
      schema={user ? ZStaffUserModifyBody : ZStaffUserCreateBody}
      initialValues={initialValues}
      toBody={(values) => {
        const region = values.region as number[] | undefined;
        return {
          ...values,
          region: undefined,
          regionId: region?.at(-1) ?? user?.regionId ?? undefined,
          rolePackageIds: user?.rolePackageIds ?? [],
          ...(user ? { userId: user.userId } : {}),
        };
      }}
      onSubmit={(body) =>
        user
          ? modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])
          : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label={t('fields.name')} {...field('name')}>
            <Input maxLength={32} placeholder={t('roles.staffNamePlaceholder')} />
          </Form.Item>
          <Form.Item
            label={t('fields.mobile')}
            {...field('mobile')}
            extra={
              masked ? t('roles.maskedMobile', { mobile: user?.mobile }) : t('roles.mobileHint')
            }
          >
            <Input maxLength={11} placeholder={t('roles.mobilePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('roles.staffType')} {...field('staffType')}>
            <Radio.Group options={labelOptions('staffType')} />
          </Form.Item>
          <Form.Item noStyle dependencies={['staffType']}>
            {({ getFieldValue }) => {
              const type = getFieldValue('staffType') as number;
              if (type === StaffType.SCHOOL_MANAGER) {
                return (
                  <Form.Item label={t('roles.school')} {...field('schoolId')} required>
                    <SchoolSelect style={{ width: '100%' }} />
                  </Form.Item>
                );
              }
              if (type === StaffType.AREA_STAFF) {
                return (
                  <Form.Item
                    label={t('roles.region')}
                    name="region"
                    required
                    extra={
                      user?.regionId
                        ? t('roles.currentRegion', { region: user.regionId })
                        : undefined
                    }
                  >
                    <RegionCascader changeOnSelect style={{ width: '100%' }} />
                  </Form.Item>
                );
              }
              return null;
            }}
          </Form.Item>
          {canAssign ? (
            <Form.Item label={t('roles.role')} {...field('roleIds')} extra={t('roles.rolesHint')}>
              <RoleSelect />
            </Form.Item>
          ) : null}
        </>
      )}
    </FormDrawer>
  );
}
