import { roleEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { apiClient } from '../../shared/api';
import { usePermission } from '../../shared/permissions';
import { ROLES_KEY } from './roles-keys';
import { useTranslation } from 'react-i18next';

/** Every role, by name, for picking several (disabled roles marked). */
export function useRoleOptions() {
  const { t } = useTranslation();
  const allowed = usePermission('role:all');
  const { data } = useQuery({
    ...apiClient.query(roleEndpoints.all, undefined, ROLES_KEY),
    enabled: allowed,
    staleTime: 30_000,
  });
  return (data ?? []).map((role) => ({
    value: role.id,
    label: role.enabled ? role.name : t('roles.roleDisabled', { name: role.name }),
  }));
}

export function RoleSelect(props: SelectProps<number[]>) {
  const { t } = useTranslation();
  const options = useRoleOptions();
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder={t('roles.pickRole')}
      optionFilterProp="label"
      options={options}
      {...props}
    />
  );
}
