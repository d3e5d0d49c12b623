import {
  DATA_SCOPE_LABELS,
  MASKED_FIELD_LABELS,
  roleEndpoints,
  ZRoleBody,
  ZRoleModifyBody,
  type TRole,
  type TRoleScopeKind,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Radio, Skeleton } from 'antd';
import { useMemo } from 'react';
import { apiClient } from '../../shared/api';
import { RegionCascader, SchoolSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';
import { PermissionTreeInput } from './permission-tree-input';
import { textLabelOptions } from '../../shared/labels';
import { ROLES_KEY } from './roles-keys';
import { useTranslation } from 'react-i18next';

interface TRoleEditorDrawerProps {
  /** null: a new role. */
  role: TRole | null;
  open: boolean;
  onClose: () => void;
}

interface TRoleFormValues {
  name?: string;
  description?: string;
  permissionIdList?: string[];
  desensitizationConfigIdList?: string[];
  scopeKind?: TRoleScopeKind;
  scopeSchoolIds?: number[];
  scopeRegion?: number[];
}

/** The role's form values as the role/add or role/modify body. */
export function roleBodyOf(values: TRoleFormValues, role: TRole | null) {
  const kind = values.scopeKind ?? 'member';
  let ids: number[] = [];
  if (kind === 'schools') ids = values.scopeSchoolIds ?? [];
  if (kind === 'regions') {
    const leaf = values.scopeRegion?.at(-1);
    ids =
      leaf !== undefined
        ? [leaf]
        : role?.dataPermission.kind === 'regions'
          ? role.dataPermission.ids
          : [];
  }
  return {
    ...(role ? { id: role.id } : {}),
    name: values.name,
    description: values.description || null,
    permissionIdList: values.permissionIdList ?? [],
    desensitizationConfigIdList: values.desensitizationConfigIdList ?? [],
    dataPermission: { kind, ids },
  };
}

/** 新增角色 / 编辑角色: name, the permission tree as checkboxes, data scope and field masks. */
export function RoleEditorDrawer({ role, open, onClose }: TRoleEditorDrawerProps) {
  const { t } = useTranslation();
  const tree = useQuery({
    ...apiClient.query(roleEndpoints.permissionTreeV2, undefined, ROLES_KEY),
    enabled: open,
    staleTime: Infinity,
  });
  const add = useResourceMutation(roleEndpoints.add, { invalidate: [ROLES_KEY] });
  const modify = useResourceMutation(roleEndpoints.modify, { invalidate: [ROLES_KEY] });
  const initialValues = useMemo(
    () =>
      role
        ? {
            name: role.name,
            description: role.description ?? undefined,
            permissionIdList: role.permissionIdList,
            desensitizationConfigIdList: role.desensitizationConfigIdList,
            scopeKind: role.dataPermission.kind,
            scopeSchoolIds:
              role.dataPermission.kind === 'schools' ? role.dataPermission.ids : undefined,
          }
        : { permissionIdList: [], desensitizationConfigIdList: [], scopeKind: 'member' },
    [role],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      width={560}
      title={role ? t('roles.editRole') : t('roles.addRole')}
      schema={role ? ZRoleModifyBody : ZRoleBody}
      initialValues={initialValues}
      toBody={(values) => roleBodyOf(values as TRoleFormValues, role)}
      onSubmit={(body) =>
        role
          ? modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])
          : add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label={t('roles.roleName')} {...field('name', t('roles.roleNameRequired'))}>
            <Input maxLength={40} placeholder={t('roles.roleNamePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('roles.description')} {...field('description')}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
          <Form.Item label={t('roles.dataScope')} name="scopeKind">
            <Radio.Group options={textLabelOptions('dataScope', Object.keys(DATA_SCOPE_LABELS))} />
          </Form.Item>
          <Form.Item noStyle dependencies={['scopeKind']}>
            {({ getFieldValue }) => {
              const kind = getFieldValue('scopeKind') as TRoleScopeKind;
              if (kind === 'schools') {
                return (
                  <Form.Item label={t('roles.scopeSchools')} name="scopeSchoolIds">
                    <SchoolSelect mode="multiple" style={{ width: '100%' }} />
                  </Form.Item>
                );
              }
              if (kind === 'regions') {
                const current =
                  role?.dataPermission.kind === 'regions' ? role.dataPermission.ids : [];
                return (
                  <Form.Item
                    label={t('roles.scopeRegions')}
                    name="scopeRegion"
                    extra={
                      current.length
                        ? t('roles.currentRegion', { region: current.join(t('listSeparator')) })
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
          <Form.Item label={t('roles.unmask')} {...field('desensitizationConfigIdList')}>
            <Checkbox.Group
              options={textLabelOptions('maskedField', Object.keys(MASKED_FIELD_LABELS))}
            />
          </Form.Item>
          <Form.Item label={t('roles.functions')} {...field('permissionIdList')}>
            {tree.data ? <PermissionTreeInput tree={tree.data.tree} /> : <Skeleton active />}
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
