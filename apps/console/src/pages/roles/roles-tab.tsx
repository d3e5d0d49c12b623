import { roleEndpoints, type TRole } from '@haoduo/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, labelOf } from '../../shared/labels';
import { ResourcePage, useEnableActions } from '../../shared/resource';
import { RoleEditorDrawer } from './role-editor-drawer';
import { ROLES_KEY } from './roles-keys';

/** 角色: the roles, each with its permissions, data scope and the masks it lifts. */
export function RolesTab() {
  const { t } = useTranslation();
  const enableActions = useEnableActions({
    enable: roleEndpoints.enable,
    disable: roleEndpoints.disable,
    invalidate: [ROLES_KEY],
    permissions: { enable: 'role:enable', disable: 'role:disable' },
    input: (role: TRole) => ({ id: role.id }),
    isEnabled: (role) => role.enabled,
    confirmDisable: (role) => ({
      title: t('roles.disableRoleTitle', { name: role.name }),
      content: t('roles.disableRoleContent'),
    }),
  });

  return (
    <ResourcePage
      tableId="roles"
      title={t('roles.roleList')}
      endpoint={roleEndpoints.search}
      queryKey={ROLES_KEY}
      rowKey="id"
      filters={[
        { name: 'name', label: t('roles.roleName'), type: 'text', width: 150 },
        {
          name: 'enabled',
          label: t('fields.status'),
          type: 'select',
          options: [
            { value: 'true', label: t('status.enabled') },
            { value: 'false', label: t('status.disabled') },
          ],
          width: 110,
        },
      ]}
      columns={[
        { key: 'name', title: t('roles.roleName'), dataIndex: 'name' },
        { key: 'description', title: t('roles.description'), dataIndex: 'description' },
        {
          key: 'permissions',
          title: t('roles.functions'),
          dataIndex: 'permissionIdList',
          render: (codes: string[]) => t('roles.functionCount', { count: codes.length }),
        },
        {
          key: 'dataPermission',
          title: t('roles.dataScope'),
          dataIndex: 'dataPermission',
          render: (scope: TRole['dataPermission']) => labelOf('dataScope', scope.kind),
        },
        {
          key: 'unmask',
          title: t('roles.unmask'),
          dataIndex: 'desensitizationConfigIdList',
          render: (fields: TRole['desensitizationConfigIdList']) =>
            fields.length
              ? fields.map((f) => labelOf('maskedField', f)).join(t('listSeparator'))
              : '-',
        },
        {
          key: 'enabled',
          title: t('fields.status'),
          dataIndex: 'enabled',
          render: (enabled: boolean) => (
            <Badge
              status={enabled ? 'success' : 'default'}
              text={enabled ? t('status.enabled') : t('status.disabled')}
            />
          ),
        },
        {
          key: 'updatedAt',
          title: t('fields.updatedAt'),
          dataIndex: 'updatedAt',
          render: formatTime,
        },
      ]}
      rowActions={(role, page) =>
        role.builtIn === 'super-admin'
          ? []
          : [
              {
                key: 'edit',
                label: t('actions.edit'),
                permission: 'role:modify',
                onClick: () => page.edit(role),
              },
              ...enableActions(role),
            ]
      }
      create={{ label: t('roles.addRole'), permission: 'role:add' }}
      drawer={({ open, row, onClose }) => (
        <RoleEditorDrawer open={open} role={row} onClose={onClose} />
      )}
    />
  );
}
