import { PlusOutlined } from '@ant-design/icons';
import { schoolEndpoints, type TSchoolMngRow } from '@haoduo/contract';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import { formatTime, TOOL_TYPE_LABELS } from '../../shared/labels';
import { Can, useCan } from '../../shared/permissions';
import { RegionCascader } from '../../shared/pickers';
import {
  EnabledBadge,
  ENABLED_OPTIONS,
  ResourceTable,
  useConfirm,
  useResourceMutation,
  type TResourceColumn,
} from '../../shared/resource';
import { SchoolFormDrawer, SCHOOLS_KEY } from './school-form-drawer';

function regionQuery(value: unknown) {
  const [provinceId, cityId, districtId] = value as number[];
  return { provinceId, cityId, districtId };
}

/** 学校管理: the schools in scope, their region and contact, enable and disable. */
export function SchoolsPage() {
  const can = useCan();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ school: TSchoolMngRow | null } | null>(null);
  const enable = useResourceMutation(schoolEndpoints.enable, {
    invalidate: [SCHOOLS_KEY],
    successText: '已启用',
  });
  const disable = useResourceMutation(schoolEndpoints.disable, {
    invalidate: [SCHOOLS_KEY],
    successText: '已停用',
  });

  const columns: TResourceColumn<TSchoolMngRow>[] = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70, sorter: true },
    {
      key: 'name',
      title: '学校名称',
      dataIndex: 'name',
      sorter: true,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { key: 'regionName', title: '所在地区', dataIndex: 'regionName' },
    { key: 'address', title: '详细地址', dataIndex: 'address', ellipsis: true, width: 160 },
    { key: 'contactName', title: '联系人', dataIndex: 'contactName' },
    { key: 'contactMobile', title: '联系电话', dataIndex: 'contactMobile' },
    {
      key: 'aiToolTypes',
      title: '开通的AI工具',
      dataIndex: 'aiToolTypes',
      render: (types: number[]) =>
        types.length === Object.keys(TOOL_TYPE_LABELS).length ? (
          <Tag color="blue">全部开通</Tag>
        ) : types.length === 0 ? (
          <Tag>未开通</Tag>
        ) : (
          <Tooltip title={types.map((type) => TOOL_TYPE_LABELS[type]).join('、')}>
            <Tag>{types.length} 项</Tag>
          </Tooltip>
        ),
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      render: (status: number) => <EnabledBadge status={status} />,
    },
    {
      key: 'createdAt',
      title: '创建时间',
      dataIndex: 'createdAt',
      sorter: true,
      render: formatTime,
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, school: TSchoolMngRow) => (
        <Space size={4}>
          <Can permission="school:update">
            <Button type="link" size="small" onClick={() => setEditing({ school })}>
              编辑
            </Button>
          </Can>
          {school.status === 1 ? (
            can('school:disable') ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm({
                    title: `停用学校「${school.name}」？`,
                    content: '停用后，该校师生将无法再进入该学校。',
                    okText: '停用',
                    onOk: () => disable.mutateAsync({ id: school.id }),
                  })
                }
              >
                停用
              </Button>
            ) : null
          ) : can('school:enable') ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm({
                  title: `启用学校「${school.name}」？`,
                  okText: '启用',
                  danger: false,
                  onOk: () => enable.mutateAsync({ id: school.id }),
                })
              }
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
        tableId="schools"
        title="学校列表"
        endpoint={schoolEndpoints.page}
        queryKey={SCHOOLS_KEY}
        rowKey="id"
        filters={[
          { name: 'name', label: '学校名称', type: 'text' },
          {
            name: 'provinceId',
            label: '所在地区',
            type: 'custom',
            render: () => <RegionCascader changeOnSelect />,
            toQuery: regionQuery,
          },
          { name: 'status', label: '状态', type: 'select', options: ENABLED_OPTIONS, width: 120 },
        ]}
        columns={columns}
        toolbar={(filters) => (
          <>
            <Can permission="school:create">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ school: null })}
              >
                新增学校
              </Button>
            </Can>
            <ExportButton
              permission="school:export"
              start={() => apiClient.call(schoolEndpoints.export, filters)}
            />
          </>
        )}
      />
      <SchoolFormDrawer
        open={editing !== null}
        school={editing?.school ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
