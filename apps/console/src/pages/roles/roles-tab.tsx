import { PlusOutlined } from '@ant-design/icons';
import {
  DATA_SCOPE_LABELS,
  MASKED_FIELD_LABELS,
  roleEndpoints,
  type TRole,
} from '@haoduo/contract';
import { Badge, Button, Space } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../shared/labels';
import { Can, useCan } from '../../shared/permissions';
import {
  ResourceTable,
  useConfirm,
  useResourceMutation,
  type TResourceColumn,
} from '../../shared/resource';
import { RoleEditorDrawer } from './role-editor-drawer';
import { ROLES_KEY } from './roles-keys';

const ENABLED_TEXT_OPTIONS = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

/** 角色: the roles, each with its permissions, data scope and the masks it lifts. */
export function RolesTab() {
  const can = useCan();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ role: TRole | null } | null>(null);
  const enable = useResourceMutation(roleEndpoints.enable, {
    invalidate: [ROLES_KEY],
    successText: '已启用',
  });
  const disable = useResourceMutation(roleEndpoints.disable, {
    invalidate: [ROLES_KEY],
    successText: '已停用',
  });

  const columns: TResourceColumn<TRole>[] = [
    { key: 'name', title: '角色名称', dataIndex: 'name' },
    { key: 'description', title: '描述', dataIndex: 'description' },
    {
      key: 'permissions',
      title: '功能权限',
      dataIndex: 'permissionIdList',
      render: (codes: string[]) => `${codes.length} 项`,
    },
    {
      key: 'dataPermission',
      title: '数据权限',
      dataIndex: 'dataPermission',
      render: (scope: TRole['dataPermission']) => DATA_SCOPE_LABELS[scope.kind],
    },
    {
      key: 'unmask',
      title: '可查看的完整信息',
      dataIndex: 'desensitizationConfigIdList',
      render: (fields: TRole['desensitizationConfigIdList']) =>
        fields.length ? fields.map((f) => MASKED_FIELD_LABELS[f]).join('、') : '-',
    },
    {
      key: 'enabled',
      title: '状态',
      dataIndex: 'enabled',
      render: (enabled: boolean) => (
        <Badge status={enabled ? 'success' : 'default'} text={enabled ? '启用' : '停用'} />
      ),
    },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', render: formatTime },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, role: TRole) =>
        role.builtIn === 'super-admin' ? null : (
          <Space size={4}>
            <Can permission="role:modify">
              <Button type="link" size="small" onClick={() => setEditing({ role })}>
                编辑
              </Button>
            </Can>
            {role.enabled && can('role:disable') ? (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  confirm({
                    title: `停用角色「${role.name}」？`,
                    content: '停用后，持有该角色的员工在下一次操作时失去它的权限。',
                    okText: '停用',
                    onOk: () => disable.mutateAsync({ id: role.id }),
                  })
                }
              >
                停用
              </Button>
            ) : null}
            {!role.enabled && can('role:enable') ? (
              <Button
                type="link"
                size="small"
                onClick={() => void enable.mutateAsync({ id: role.id })}
              >
                启用
              </Button>
            ) : null}
          </Space>
        ),
    },
  ];

  return (
    <>
      <ResourceTable
        tableId="roles"
        title="角色列表"
        endpoint={roleEndpoints.search}
        queryKey={ROLES_KEY}
        rowKey="id"
        filters={[
          { name: 'name', label: '角色名称', type: 'text', width: 150 },
          {
            name: 'enabled',
            label: '状态',
            type: 'select',
            options: ENABLED_TEXT_OPTIONS,
            width: 110,
          },
        ]}
        columns={columns}
        toolbar={() => (
          <Can permission="role:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ role: null })}
            >
              新增角色
            </Button>
          </Can>
        )}
      />
      <RoleEditorDrawer
        open={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
