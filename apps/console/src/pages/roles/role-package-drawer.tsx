import {
  rolePackageEndpoints,
  ZRolePackageBody,
  ZRolePackageModifyBody,
  type TRolePackage,
} from '@haoduo/contract';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { FormDrawer, useResourceMutation } from '../../shared/resource';
import { labelOptions } from '../../shared/labels';
import { ROLE_PACKAGES_KEY } from './roles-keys';
import { RoleSelect } from './role-select';
import { useTranslation } from 'react-i18next';

interface TRolePackageDrawerProps {
  rolePackage: TRolePackage | null;
  open: boolean;
  onClose: () => void;
}

/** 新增角色包 / 编辑角色包: a name, the staff type it is for and its roles. */
export function RolePackageDrawer({ rolePackage, open, onClose }: TRolePackageDrawerProps) {
  const { t } = useTranslation();
  const add = useResourceMutation(rolePackageEndpoints.add, { invalidate: [ROLE_PACKAGES_KEY] });
  const modify = useResourceMutation(rolePackageEndpoints.modify, {
    invalidate: [ROLE_PACKAGES_KEY],
  });
  const initialValues = useMemo(
    () =>
      rolePackage
        ? {
            name: rolePackage.name,
            description: rolePackage.description ?? undefined,
            orgMemberType: rolePackage.orgMemberType ?? undefined,
            roleIds: rolePackage.roleIds,
          }
        : { roleIds: [] },
    [rolePackage],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      title={rolePackage ? t('roles.editPackage') : t('roles.addPackage')}
      schema={rolePackage ? ZRolePackageModifyBody : ZRolePackageBody}
      initialValues={initialValues}
      toBody={(values) => ({
        ...values,
        description: values.description || null,
        ...(rolePackage ? { id: rolePackage.id, deptIdList: rolePackage.deptIdList } : {}),
      })}
      onSubmit={(body) =>
        rolePackage
          ? modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])
          : add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item
            label={t('roles.packageName')}
            {...field('name', t('roles.packageNameRequired'))}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label={t('roles.description')} {...field('description')}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
          <Form.Item label={t('roles.forStaffType')} {...field('orgMemberType')}>
            <Select
              allowClear
              options={labelOptions('staffType')}
              placeholder={t('roles.allTypes')}
            />
          </Form.Item>
          <Form.Item label={t('roles.includedRoles')} {...field('roleIds')}>
            <RoleSelect />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
