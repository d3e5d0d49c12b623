import { roleEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { apiClient } from '../../shared/api';
import { usePermission } from '../../shared/permissions';
import { ROLES_KEY } from './roles-keys';

/** Every role, by name, for picking several (disabled roles marked). */
export function useRoleOptions() {
  const allowed = usePermission('role:all');
  const { data } = useQuery({
    ...apiClient.query(roleEndpoints.all, undefined, ROLES_KEY),
    enabled: allowed,
    staleTime: 30_000,
  });
  return (data ?? []).map((role) => ({
    value: role.id,
    label: role.enabled ? role.name : `${role.name}（已停用）`,
  }));
}

export function RoleSelect(props: SelectProps<number[]>) {
  const options = useRoleOptions();
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder="选择角色"
      optionFilterProp="label"
      options={options}
      {...props}
    />
  );
}
