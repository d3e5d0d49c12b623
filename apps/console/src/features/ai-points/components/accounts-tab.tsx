import { aiPointEndpoints, type TAiPointAccount } from '@haoduo/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../shared/labels';
import { ClassSelect, SchoolSelect } from '../../../shared/pickers';
import { Can, useCan } from '../../../shared/permissions';
import { ResourceTable, type TResourceColumn } from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { AccountDetailDrawer } from './account-detail-drawer';
import { ACCOUNT_TYPE_OPTIONS, OWNER_TYPE_OPTIONS } from './labels';
import { SetPointsDialog } from './set-points-dialog';

/** Points accounts (schools, classes, people) with their balances; set a budget. */
export function AccountsTab() {
  const can = useCan();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [setting, setSetting] = useState<{ account: TAiPointAccount | null } | null>(null);

  const columns: TResourceColumn<TAiPointAccount>[] = [
    { key: 'name', title: '账户', dataIndex: 'name', width: 200, ellipsis: true },
    { key: 'ownerTypeLabel', title: '类型', dataIndex: 'ownerTypeLabel', width: 80 },
    { key: 'schoolName', title: '学校', dataIndex: 'schoolName', width: 200, ellipsis: true },
    {
      key: 'className',
      title: '课班',
      dataIndex: 'className',
      width: 180,
      ellipsis: true,
      render: (v) => v ?? '-',
    },
    { key: 'points', title: '点数', dataIndex: 'points', width: 100, align: 'right' },
    {
      key: 'dailyLimit',
      title: '每日上限',
      dataIndex: 'dailyLimit',
      width: 100,
      render: (v) => v ?? '不限',
    },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 150, render: formatTime },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      width: 150,
      render: (_v, row) => (
        <Space size={0}>
          {can('ai-point:view-account') ? (
            <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
              详情
            </Button>
          ) : null}
          {can('ai-point:set-points') ? (
            <Button type="link" size="small" onClick={() => setSetting({ account: row })}>
              设置点数
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ResourceTable
        tableId="ai-point-accounts"
        endpoint={aiPointEndpoints.accountPage}
        queryKey={[...AI_POINTS_KEY, 'accounts']}
        rowKey="id"
        title="积分账户"
        columns={columns}
        filters={[
          { name: 'keyword', label: '名称', type: 'text', placeholder: '学校、课班或姓名' },
          { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
          { name: 'classId', label: '课班', type: 'custom', render: () => <ClassSelect /> },
          {
            name: 'ownerType',
            label: '类型',
            type: 'select',
            options: OWNER_TYPE_OPTIONS,
            width: 120,
          },
          {
            name: 'accountType',
            label: '身份',
            type: 'select',
            options: ACCOUNT_TYPE_OPTIONS,
            width: 120,
          },
        ]}
        toolbar={
          <Can permission="ai-point:set-points">
            <Button type="primary" onClick={() => setSetting({ account: null })}>
              设置点数
            </Button>
          </Can>
        }
      />
      <AccountDetailDrawer
        accountId={detailId}
        onClose={() => setDetailId(null)}
        onSetPoints={(account) => setSetting({ account })}
      />
      <SetPointsDialog
        open={setting !== null}
        account={setting?.account}
        onClose={() => setSetting(null)}
      />
    </>
  );
}
