import {
  rolePackageEndpoints,
  ZRolePackageBody,
  ZRolePackageModifyBody,
  type TRolePackage,
} from '@haoduo/contract';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { FormDrawer, useResourceMutation } from '../../shared/resource';
import { ROLE_PACKAGES_KEY, STAFF_TYPE_OPTIONS } from './roles-keys';
import { RoleSelect } from './role-select';

interface TRolePackageDrawerProps {
  rolePackage: TRolePackage | null;
  open: boolean;
  onClose: () => void;
}

/** 新增角色包 / 编辑角色包: a name, the staff type it is for and its roles. */
export function RolePackageDrawer({ rolePackage, open, onClose }: TRolePackageDrawerProps) {
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
      title={rolePackage ? '编辑角色包' : '新增角色包'}
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
          <Form.Item label="角色包名称" {...field('name', '请输入角色包名称')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label="描述" {...field('description')}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
          <Form.Item label="适用员工类型" {...field('orgMemberType')}>
            <Select allowClear options={STAFF_TYPE_OPTIONS} placeholder="全部类型" />
          </Form.Item>
          <Form.Item label="包含角色" {...field('roleIds')}>
            <RoleSelect />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
