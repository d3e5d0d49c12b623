import { aiPointEndpoints, type TAiPointAccount } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Table, Typography } from 'antd';
import { apiClient } from '../../../shared/api';
import { formatTime } from '../../../shared/labels';
import { Can } from '../../../shared/permissions';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { signed } from './labels';

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
      title={account ? `积分账户：${account.name}` : '积分账户'}
      loading={detail.isLoading}
      extra={
        account ? (
          <Can permission="ai-point:set-points">
            <Button type="primary" onClick={() => onSetPoints(account)}>
              设置点数
            </Button>
          </Can>
        ) : null
      }
    >
      {account ? (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="账户">{account.name}</Descriptions.Item>
            <Descriptions.Item label="类型">{account.ownerTypeLabel}</Descriptions.Item>
            <Descriptions.Item label="学校">{account.schoolName}</Descriptions.Item>
            <Descriptions.Item label="课班">{account.className ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="点数">{account.points}</Descriptions.Item>
            <Descriptions.Item label="每日上限">{account.dailyLimit ?? '不限'}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{formatTime(account.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 15, margin: '16px 0 8px' }}>
            最近20条变动
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={account.records}
            columns={[
              {
                key: 'createdAt',
                title: '时间',
                dataIndex: 'createdAt',
                render: formatTime,
                width: 140,
              },
              { key: 'pointTypeLabel', title: '类型', dataIndex: 'pointTypeLabel', width: 100 },
              { key: 'points', title: '变动', dataIndex: 'points', render: signed, width: 80 },
              { key: 'balance', title: '余额', dataIndex: 'balance', width: 80 },
              { key: 'reason', title: '原因', dataIndex: 'reason', ellipsis: true },
              { key: 'operatorName', title: '操作人', dataIndex: 'operatorName', width: 100 },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
