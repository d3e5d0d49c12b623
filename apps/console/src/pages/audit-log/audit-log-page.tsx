import { auditLogEndpoints, PERMISSION_LABELS, type TAuditLogRow } from '@haoduo/contract';
import { Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import { i18n } from '../../shared/i18n';
import { formatTime } from '../../shared/labels';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The call of a row as staff read it: the permission's name, then its code. */
function actionLabel(action: string): string {
  const label = PERMISSION_LABELS[action];
  return label ? i18n.t('auditLog.actionLabel', { label, code: action }) : action;
}

/** /console/audit-log: every back-office change — who, when, which call, before and after. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TAuditLogRow | null>(null);
  const columns: TResourceColumn<TAuditLogRow>[] = [
    {
      key: 'at',
      title: t('fields.time'),
      dataIndex: 'at',
      width: 150,
      render: formatTime,
      sorter: true,
    },
    { key: 'actorName', title: t('auditLog.actor'), dataIndex: 'actorName', width: 120 },
    {
      key: 'action',
      title: t('auditLog.action'),
      dataIndex: 'action',
      width: 240,
      ellipsis: true,
      render: actionLabel,
    },
    {
      key: 'targetType',
      title: t('auditLog.targetType'),
      dataIndex: 'targetType',
      width: 120,
      render: show,
    },
    {
      key: 'targetId',
      title: t('auditLog.targetId'),
      dataIndex: 'targetId',
      width: 100,
      render: show,
    },
    {
      key: 'changes',
      title: t('auditLog.changedFields'),
      dataIndex: 'changes',
      ellipsis: true,
      render: (changes: TAuditLogRow['changes']) =>
        changes ? Object.keys(changes).join(t('listSeparator')) : '-',
    },
    { key: 'ip', title: 'IP', dataIndex: 'ip', width: 130, render: show },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 80,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          {t('actions.detail')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">{t('auditLog.intro')}</Typography.Text>
      </div>
      <ResourceTable
        tableId="audit-log"
        endpoint={auditLogEndpoints.pageList}
        queryKey={['audit-log']}
        rowKey="id"
        title={t('auditLog.list')}
        columns={columns}
        filters={[
          {
            name: 'actorKeyword',
            label: t('auditLog.actor'),
            type: 'text',
            placeholder: t('auditLog.actorPlaceholder'),
          },
          {
            name: 'action',
            label: t('auditLog.action'),
            type: 'text',
            placeholder: t('auditLog.actionPlaceholder'),
            width: 240,
          },
          {
            name: 'targetType',
            label: t('auditLog.targetType'),
            type: 'text',
            width: 140,
            placeholder: t('auditLog.targetTypePlaceholder'),
          },
          {
            name: 'targetId',
            label: t('auditLog.targetId'),
            type: 'text',
            width: 140,
            placeholder: t('auditLog.targetId'),
          },
          { name: 'startTm', label: t('fields.time'), type: 'dateRange', to: ['startTm', 'endTm'] },
        ]}
        toolbar={(filters) => (
          <ExportButton
            permission="audit-log:export"
            start={() => apiClient.call(auditLogEndpoints.export, filters)}
          />
        )}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size={720}
        title={t('auditLog.detailTitle')}
      >
        {open ? (
          <>
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label={t('fields.time')}>{formatTime(open.at)}</Descriptions.Item>
              <Descriptions.Item label={t('auditLog.actor')}>{open.actorName}</Descriptions.Item>
              <Descriptions.Item label={t('auditLog.action')} span={2}>
                {actionLabel(open.action)}
              </Descriptions.Item>
              <Descriptions.Item label={t('auditLog.endpoint')} span={2}>
                {show(open.endpoint)}
              </Descriptions.Item>
              <Descriptions.Item label={t('auditLog.targetType')}>
                {show(open.targetType)}
              </Descriptions.Item>
              <Descriptions.Item label={t('auditLog.targetId')}>
                {show(open.targetId)}
              </Descriptions.Item>
              <Descriptions.Item label="IP">{show(open.ip)}</Descriptions.Item>
              <Descriptions.Item label={t('auditLog.other')}>{show(open.detail)}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={2} style={{ fontSize: 15, margin: '16px 0 8px' }}>
              {t('auditLog.changes')}
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
                { key: 'field', title: t('auditLog.field'), dataIndex: 'field', width: 160 },
                { key: 'before', title: t('auditLog.before'), dataIndex: 'before', render: show },
                { key: 'after', title: t('auditLog.after'), dataIndex: 'after', render: show },
              ]}
            />
          </>
        ) : null}
      </Drawer>
    </Flex>
  );
}
