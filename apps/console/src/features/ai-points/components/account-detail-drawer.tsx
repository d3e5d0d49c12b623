import { aiPointEndpoints, type TAiPointAccount } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Table, Typography } from 'antd';
import { apiClient } from '../../../shared/api';
import { formatTime, labelOf } from '../../../shared/labels';
import { Can } from '../../../shared/permissions';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { signed } from './labels';
import { useTranslation } from 'react-i18next';

interface TAccountDetailDrawerProps {
  accountId: number | null;
  onClose: () => void;
  onSetPoints: (account: TAiPointAccount) => void;
}

/** One points account: its owner, balance, daily limit and latest 20 changes. */
export function AccountDetailDrawer({
  accountId,
  onClose,
  onSetPoints,
}: TAccountDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = useQuery({
    ...apiClient.query(aiPointEndpoints.accountDetail, { id: accountId ?? 0 }, AI_POINTS_KEY),
    enabled: accountId !== null,
  });
  const account = detail.data;
  return (
    <Drawer
      open={accountId !== null}
      onClose={onClose}
      size={760}
      title={
        account ? t('aiPoints.accountTitle', { name: account.name }) : t('aiPoints.tabAccounts')
      }
      loading={detail.isLoading}
      extra={
        account ? (
          <Can permission="ai-point:set-points">
            <Button type="primary" onClick={() => onSetPoints(account)}>
              {t('aiPoints.setPoints')}
            </Button>
          </Can>
        ) : null
      }
    >
      {account ? (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('aiPoints.account')}>{account.name}</Descriptions.Item>
            <Descriptions.Item label={t('aiPoints.type')}>
              {labelOf('aiPointOwner', account.ownerType)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.school')}>{account.schoolName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.class')}>
              {account.className ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('aiPoints.points')}>{account.points}</Descriptions.Item>
            <Descriptions.Item label={t('aiPoints.dailyLimit')}>
              {account.dailyLimit ?? t('aiPoints.noLimit')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.updatedAt')}>
              {formatTime(account.updatedAt)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 15, margin: '16px 0 8px' }}>
            {t('aiPoints.recent')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={account.records}
            columns={[
              {
                key: 'createdAt',
                title: t('fields.time'),
                dataIndex: 'createdAt',
                render: formatTime,
                width: 140,
              },
              {
                key: 'pointTypeLabel',
                title: t('aiPoints.type'),
                dataIndex: 'pointType',
                width: 100,
                render: (type: number) => labelOf('aiPointType', type),
              },
              {
                key: 'points',
                title: t('aiPoints.change'),
                dataIndex: 'points',
                render: signed,
                width: 80,
              },
              { key: 'balance', title: t('aiPoints.balance'), dataIndex: 'balance', width: 80 },
              { key: 'reason', title: t('aiPoints.reason'), dataIndex: 'reason', ellipsis: true },
              {
                key: 'operatorName',
                title: t('aiPoints.operator'),
                dataIndex: 'operatorName',
                width: 100,
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
