import { PlusOutlined } from '@ant-design/icons';
import { STAFF_TYPE_LABELS, staffUserEndpoints, type TStaffUser } from '@haoduo/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../shared/labels';
import { Can, useCan } from '../../shared/permissions';
import { SchoolSelect } from '../../shared/pickers';
import {
  EnabledBadge,
  enabledOptions,
  ResourceTable,
  useConfirm,
  useResourceMutation,
  type TResourceColumn,
} from '../../shared/resource';
import { useRoleOptions } from './role-select';
import { STAFF_TYPE_OPTIONS, STAFF_USERS_KEY } from './roles-keys';
import { StaffUserDrawer } from './staff-user-drawer';

/** 员工: the staff users in scope: add, edit (with roles), enable, disable. */
export function StaffUsersTab() {
  const can = useCan();
  const confirm = useConfirm();
  const roleOptions = useRoleOptions();
  const [editing, setEditing] = useState<{ user: TStaffUser | null } | null>(null);
  const enable = useResourceMutation(staffUserEndpoints.enable, {
    invalidate: [STAFF_USERS_KEY],
    successText: '已启用',
  });
  const disable = useResourceMutation(staffUserEndpoints.disable, {
    invalidate: [STAFF_USERS_KEY],
    successText: '已停用',
  });
  const roleName = (id: number) => roleOptions.find((o) => o.value === id)?.label ?? `#${id}`;

  const columns: TResourceColumn<TStaffUser>[] = [
    { key: 'name', title: '姓名', dataIndex: 'name' },
    { key: 'mobile', title: '手机号', dataIndex: 'mobile' },
    {
      key: 'staffType',
      title: '员工类型',
      dataIndex: 'staffType',
      render: (type: number) => STAFF_TYPE_LABELS[type],
    },
    { key: 'schoolName', title: '所属学校', dataIndex: 'schoolName' },
    {
      key: 'roles',
      title: '角色',
      dataIndex: 'roleIds',
      render: (ids: number[]) => (ids.length ? ids.map(roleName).join('、') : '内置角色'),
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      render: (status: number) => <EnabledBadge status={status} />,
    },
    { key: 'createdAt', title: '创建时间', dataIndex: 'createdAt', render: formatTime },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, user: TStaffUser) => (
        <Space size={4}>
          <Can permission="staff-user:modify">
            <Button type="link" size="small" onClick={() => setEditing({ user })}>
              编辑
            </Button>
          </Can>
          {user.status === 1 && can('staff-user:disable') ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm({
                  title: `停用员工「${user.name}」？`,
                  content: '停用后该员工立即退出登录，且无法再登录管理后台。',
                  okText: '停用',
                  onOk: () => disable.mutateAsync({ userId: user.userId }),
                })
              }
            >
              停用
            </Button>
          ) : null}
          {user.status !== 1 && can('staff-user:enable') ? (
            <Button
              type="link"
              size="small"
              onClick={() => void enable.mutateAsync({ userId: user.userId })}
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
        tableId="staff-users"
        title="员工列表"
        endpoint={staffUserEndpoints.page}
        queryKey={STAFF_USERS_KEY}
        rowKey="userId"
        filters={[
          {
            name: 'keyword',
            label: '关键词',
            type: 'text',
            placeholder: '姓名或手机号',
            width: 150,
          },
          {
            name: 'staffType',
            label: '员工类型',
            type: 'select',
            options: STAFF_TYPE_OPTIONS,
            width: 130,
          },
          { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
          { name: 'status', label: '状态', type: 'select', options: enabledOptions(), width: 110 },
        ]}
        columns={columns}
        toolbar={() => (
          <Can permission="staff-user:create">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ user: null })}
            >
              新增员工
            </Button>
          </Can>
        )}
      />
      <StaffUserDrawer
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
