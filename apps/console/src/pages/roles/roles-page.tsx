import { Tabs } from 'antd';
import { useCan } from '../../shared/permissions';
import { RolePackagesTab } from './role-packages-tab';
import { RolesTab } from './roles-tab';
import { StaffUsersTab } from './staff-users-tab';

/** 角色权限: staff users, roles (permission tree, data scope, masks) and role packages. */
export function RolesPage() {
  const can = useCan();
  const items = [
    can('staff-user:page') && { key: 'staff', label: '员工', children: <StaffUsersTab /> },
    can('role:search') && { key: 'roles', label: '角色', children: <RolesTab /> },
    can('role-package:search') && {
      key: 'packages',
      label: '角色包',
      children: <RolePackagesTab />,
    },
  ].filter((item) => item !== false);
  return <Tabs destroyOnHidden items={items} />;
}
