import { rolePackageEndpoints, type TRolePackage } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { formatTime, labelOf } from '../../shared/labels';
import { ResourcePage } from '../../shared/resource';
import { RolePackageDrawer } from './role-package-drawer';
import { ROLE_PACKAGES_KEY } from './roles-keys';

/** 角色包: roles bundled for a staff type. */
export function RolePackagesTab() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      tableId="role-packages"
      title={t('roles.packageList')}
      endpoint={rolePackageEndpoints.search}
      queryKey={ROLE_PACKAGES_KEY}
      rowKey="id"
      filters={[{ name: 'name', label: t('roles.packageName'), type: 'text', width: 150 }]}
      columns={[
        { key: 'name', title: t('roles.packageName'), dataIndex: 'name' },
        { key: 'description', title: t('roles.description'), dataIndex: 'description' },
        {
          key: 'orgMemberType',
          title: t('roles.forStaffType'),
          dataIndex: 'orgMemberType',
          render: (type: number | null) => (type ? labelOf('staffType', type) : t('fields.all')),
        },
        {
          key: 'roles',
          title: t('roles.includedRoles'),
          dataIndex: 'roles',
          render: (list: TRolePackage['roles']) =>
            list.map((r) => r.name).join(t('listSeparator')) || '-',
        },
        {
          key: 'createdAt',
          title: t('fields.createdAt'),
          dataIndex: 'createdAt',
          render: formatTime,
        },
      ]}
      rowActions={(rolePackage, page) => [
        {
          key: 'edit',
          label: t('actions.edit'),
          permission: 'role-package:modify',
          onClick: () => page.edit(rolePackage),
        },
      ]}
      create={{ label: t('roles.addPackage'), permission: 'role-package:add' }}
      drawer={({ open, row, onClose }) => (
        <RolePackageDrawer open={open} rolePackage={row} onClose={onClose} />
      )}
    />
  );
}
