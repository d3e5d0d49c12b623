import { auditLogEndpoints, PERMISSION_LABELS, type TAuditLogRow } from '@haoduo/contract';
import { Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import { formatTime } from '../../shared/labels';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The call of a row as staff read it: the permission's name, then its code. */
function actionLabel(action: string): string {
  const label = PERMISSION_LABELS[action];
  return label ? `${label}（${action}）` : action;
}

/** /console/audit-log: every back-office change — who, when, which call, before and after. */
export function AuditLogPage() {
  const [open, setOpen] = useState<TAuditLogRow | null>(null);
  const columns: TResourceColumn<TAuditLogRow>[] = [
    { key: 'at', title: '时间', dataIndex: 'at', width: 150, render: formatTime, sorter: true },
    { key: 'actorName', title: '操作人', dataIndex: 'actorName', width: 120 },
    {
      key: 'action',
      title: '操作',
      dataIndex: 'action',
      width: 240,
      ellipsis: true,
      render: actionLabel,
    },
    { key: 'targetType', title: '对象类型', dataIndex: 'targetType', width: 120, render: show },
    { key: 'targetId', title: '对象ID', dataIndex: 'targetId', width: 100, render: show },
    {
      key: 'changes',
      title: '变更字段',
      dataIndex: 'changes',
      ellipsis: true,
      render: (changes: TAuditLogRow['changes']) =>
        changes ? Object.keys(changes).join('、') : '-',
    },
    { key: 'ip', title: 'IP', dataIndex: 'ip', width: 130, render: show },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          详情
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">
          后台的每一次修改：操作人、时间、调用的接口、对象以及修改前后的值。
        </Typography.Text>
      </div>
      <ResourceTable
        tableId="audit-log"
        endpoint={auditLogEndpoints.pageList}
        queryKey={['audit-log']}
        rowKey="id"
        title="操作记录"
        columns={columns}
        filters={[
          {
            name: 'actorKeyword',
            label: '操作人',
            type: 'text',
            placeholder: '姓名、登录名或手机号',
          },
          {
            name: 'action',
            label: '操作',
            type: 'text',
            placeholder: '权限码或接口，如 works:audit',
            width: 240,
          },
          {
            name: 'targetType',
            label: '对象类型',
            type: 'text',
            width: 140,
            placeholder: '如 works',
          },
          { name: 'targetId', label: '对象ID', type: 'text', width: 140, placeholder: '对象ID' },
          { name: 'startTm', label: '时间', type: 'dateRange', to: ['startTm', 'endTm'] },
        ]}
        toolbar={(filters) => (
          <ExportButton
            permission="audit-log:export"
            start={() => apiClient.call(auditLogEndpoints.export, filters)}
          />
        )}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={720} title="操作详情">
        {open ? (
          <>
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label="时间">{formatTime(open.at)}</Descriptions.Item>
              <Descriptions.Item label="操作人">{open.actorName}</Descriptions.Item>
              <Descriptions.Item label="操作" span={2}>
                {actionLabel(open.action)}
              </Descriptions.Item>
              <Descriptions.Item label="接口" span={2}>
                {show(open.endpoint)}
              </Descriptions.Item>
              <Descriptions.Item label="对象类型">{show(open.targetType)}</Descriptions.Item>
              <Descriptions.Item label="对象ID">{show(open.targetId)}</Descriptions.Item>
              <Descriptions.Item label="IP">{show(open.ip)}</Descriptions.Item>
              <Descriptions.Item label="其他">{show(open.detail)}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={2} style={{ fontSize: 15, margin: '16px 0 8px' }}>
              修改前后
            </Typography.Title>
            <Table
              size="small"
              rowKey="field"
              pagination={false}
              dataSource={Object.entries(open.changes ?? {}).map(([field, change]) => ({
                field,
                ...change,
              }))}
              columns={[
                { key: 'field', title: '字段', dataIndex: 'field', width: 160 },
                { key: 'before', title: '修改前', dataIndex: 'before', render: show },
                { key: 'after', title: '修改后', dataIndex: 'after', render: show },
              ]}
            />
          </>
        ) : null}
      </Drawer>
    </Flex>
  );
}
