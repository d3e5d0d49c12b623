import { Tabs } from 'antd';
import { useCan } from '../../shared/permissions';
import { RolePackagesTab } from './role-packages-tab';
import { RolesTab } from './roles-tab';
import { StaffUsersTab } from './staff-users-tab';
import { useTranslation } from 'react-i18next';

/** 角色权限: staff users, roles (permission tree, data scope, masks) and role packages. */
export function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const items = [
    can('staff-user:page') && {
      key: 'staff',
      label: t('roles.tabStaff'),
      children: <StaffUsersTab />,
    },
    can('role:search') && { key: 'roles', label: t('roles.tabRoles'), children: <RolesTab /> },
    can('role-package:search') && {
      key: 'packages',
      label: t('roles.tabPackages'),
      children: <RolePackagesTab />,
    },
  ].filter((item) => item !== false);
  return <Tabs destroyOnHidden items={items} />;
}
