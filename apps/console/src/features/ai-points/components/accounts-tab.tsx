import { aiPointEndpoints, type TAiPointAccount } from '@haoduo/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { formatTime, labelOf } from '../../../shared/labels';
import { Can, useCan } from '../../../shared/permissions';
import { presetFilters, ResourceTable, type TResourceColumn } from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { AccountDetailDrawer } from './account-detail-drawer';
import { accountTypeOptions, ownerTypeOptions } from './labels';
import { SetPointsDialog } from './set-points-dialog';
import { useTranslation } from 'react-i18next';

/** Points accounts (schools, classes, people) with their balances; set a budget. */
export function AccountsTab() {
  const { t } = useTranslation();
  const can = useCan();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [setting, setSetting] = useState<{ account: TAiPointAccount | null } | null>(null);

  const columns: TResourceColumn<TAiPointAccount>[] = [
    { key: 'name', title: t('aiPoints.account'), dataIndex: 'name', width: 200, ellipsis: true },
    {
      key: 'ownerTypeLabel',
      title: t('aiPoints.type'),
      dataIndex: 'ownerType',
      width: 80,
      render: (type: number) => labelOf('aiPointOwner', type),
    },
    {
      key: 'schoolName',
      title: t('fields.school'),
      dataIndex: 'schoolName',
      width: 200,
      ellipsis: true,
    },
    {
      key: 'className',
      title: t('fields.class'),
      dataIndex: 'className',
      width: 180,
      ellipsis: true,
      render: (v) => v ?? '-',
    },
    { key: 'points', title: t('aiPoints.points'), dataIndex: 'points', width: 100, align: 'right' },
    {
      key: 'dailyLimit',
      title: t('aiPoints.dailyLimit'),
      dataIndex: 'dailyLimit',
      width: 100,
      render: (v) => v ?? t('aiPoints.noLimit'),
    },
    {
      key: 'updatedAt',
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: formatTime,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      fixed: 'right',
      fixedVisible: true,
      width: 150,
      render: (_v, row) => (
        <Space size={0}>
          {can('ai-point:view-account') ? (
            <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
              {t('actions.detail')}
            </Button>
          ) : null}
          {can('ai-point:set-points') ? (
            <Button type="link" size="small" onClick={() => setSetting({ account: row })}>
              {t('aiPoints.setPoints')}
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
        title={t('aiPoints.tabAccounts')}
        columns={columns}
        filters={[
          {
            name: 'keyword',
            label: t('aiPoints.name'),
            type: 'text',
            placeholder: t('aiPoints.namePlaceholder'),
          },
          presetFilters.school(),
          presetFilters.class(),
          {
            name: 'ownerType',
            label: t('aiPoints.type'),
            type: 'select',
            options: ownerTypeOptions(),
            width: 120,
          },
          {
            name: 'accountType',
            label: t('aiPoints.identity'),
            type: 'select',
            options: accountTypeOptions(),
            width: 120,
          },
        ]}
        toolbar={
          <Can permission="ai-point:set-points">
            <Button type="primary" onClick={() => setSetting({ account: null })}>
              {t('aiPoints.setPoints')}
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
