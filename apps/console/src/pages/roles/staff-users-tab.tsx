import { staffUserEndpoints } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { formatTime, labelOf, labelOptions } from '../../shared/labels';
import { EnabledBadge, presetFilters, ResourcePage, useEnableActions } from '../../shared/resource';
import { useRoleOptions } from './role-select';
import { STAFF_USERS_KEY } from './roles-keys';
import { StaffUserDrawer } from './staff-user-drawer';

/** 员工: the staff users in scope: add, edit (with roles), enable, disable. */
export function StaffUsersTab() {
  const { t } = useTranslation();
  const roleOptions = useRoleOptions();
  const enableActions = useEnableActions({
    enable: staffUserEndpoints.enable,
    disable: staffUserEndpoints.disable,
    invalidate: [STAFF_USERS_KEY],
    permissions: { enable: 'staff-user:enable', disable: 'staff-user:disable' },
    input: (user: { userId: number; name: string }) => ({ userId: user.userId }),
    confirmDisable: (user) => ({
      title: t('roles.disableStaffTitle', { name: user.name }),
      content: t('roles.disableStaffContent'),
    }),
  });
  const roleName = (id: number) => roleOptions.find((o) => o.value === id)?.label ?? `#${id}`;

  return (
    <ResourcePage
      tableId="staff-users"
      title={t('roles.staffList')}
      endpoint={staffUserEndpoints.page}
      queryKey={STAFF_USERS_KEY}
      rowKey="userId"
      filters={[
        presetFilters.keyword(t('roles.keywordPlaceholder')),
        {
          name: 'staffType',
          label: t('roles.staffType'),
          type: 'select',
          options: labelOptions('staffType'),
          width: 130,
        },
        presetFilters.school(),
        presetFilters.status('status'),
      ]}
      columns={[
        { key: 'name', title: t('fields.name'), dataIndex: 'name' },
        { key: 'mobile', title: t('fields.mobile'), dataIndex: 'mobile' },
        {
          key: 'staffType',
          title: t('roles.staffType'),
          dataIndex: 'staffType',
          render: (type: number) => labelOf('staffType', type),
        },
        { key: 'schoolName', title: t('roles.school'), dataIndex: 'schoolName' },
        {
          key: 'roles',
          title: t('roles.role'),
          dataIndex: 'roleIds',
          render: (ids: number[]) =>
            ids.length ? ids.map(roleName).join(t('listSeparator')) : t('roles.builtIn'),
        },
        {
          key: 'status',
          title: t('fields.status'),
          dataIndex: 'status',
          render: (status: number) => <EnabledBadge status={status} />,
        },
        {
          key: 'createdAt',
          title: t('fields.createdAt'),
          dataIndex: 'createdAt',
          render: formatTime,
        },
      ]}
      rowActions={(user, page) => [
        {
          key: 'edit',
          label: t('actions.edit'),
          permission: 'staff-user:modify',
          onClick: () => page.edit(user),
        },
        ...enableActions(user),
      ]}
      create={{ label: t('roles.addStaff'), permission: 'staff-user:create' }}
      drawer={({ open, row, onClose }) => (
        <StaffUserDrawer open={open} user={row} onClose={onClose} />
      )}
    />
  );
}
