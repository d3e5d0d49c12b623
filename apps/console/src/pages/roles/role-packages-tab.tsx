import { PlusOutlined } from '@ant-design/icons';
import { rolePackageEndpoints, STAFF_TYPE_LABELS, type TRolePackage } from '@haoduo/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';
import { RolePackageDrawer } from './role-package-drawer';
import { ROLE_PACKAGES_KEY } from './roles-keys';

/** 角色包: roles bundled for a staff type. */
export function RolePackagesTab() {
  const [editing, setEditing] = useState<{ rolePackage: TRolePackage | null } | null>(null);
  const columns: TResourceColumn<TRolePackage>[] = [
    { key: 'name', title: '角色包名称', dataIndex: 'name' },
    { key: 'description', title: '描述', dataIndex: 'description' },
    {
      key: 'orgMemberType',
      title: '适用员工类型',
      dataIndex: 'orgMemberType',
      render: (type: number | null) => (type ? STAFF_TYPE_LABELS[type] : '全部'),
    },
    {
      key: 'roles',
      title: '包含角色',
      dataIndex: 'roles',
      render: (roles: TRolePackage['roles']) => roles.map((r) => r.name).join('、') || '-',
    },
    { key: 'createdAt', title: '创建时间', dataIndex: 'createdAt', render: formatTime },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, rolePackage: TRolePackage) => (
        <Can permission="role-package:modify">
          <Button type="link" size="small" onClick={() => setEditing({ rolePackage })}>
            编辑
          </Button>
        </Can>
      ),
    },
  ];
  return (
    <>
      <ResourceTable
        tableId="role-packages"
        title="角色包列表"
        endpoint={rolePackageEndpoints.search}
        queryKey={ROLE_PACKAGES_KEY}
        rowKey="id"
        filters={[{ name: 'name', label: '角色包名称', type: 'text', width: 150 }]}
        columns={columns}
        toolbar={() => (
          <Can permission="role-package:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ rolePackage: null })}
            >
              新增角色包
            </Button>
          </Can>
        )}
      />
      <RolePackageDrawer
        open={editing !== null}
        rolePackage={editing?.rolePackage ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
