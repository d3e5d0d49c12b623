import { userEndpoints } from '@haoduo/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaskedValue } from '../../features/identity';
import { formatTime } from '../../shared/labels';
import {
  ResourceTable,
  RowActions,
  useResourceMutation,
  type TResourceColumn,
  type TRowOf,
} from '../../shared/resource';

type TLock = TRowOf<typeof userEndpoints.lockList>;
const LOCKS_KEY = ['user-locks'] as const;

/** /console/user-locks: accounts locked after wrong passwords, and unlocking them. */
export function UserLocksPage() {
  const { t } = useTranslation();
  const unlock = useResourceMutation(userEndpoints.unlock, {
    invalidate: [LOCKS_KEY],
    successText: t('identity.locks.unlocked'),
  });
  const columns: TResourceColumn<TLock>[] = [
    {
      key: 'account',
      title: t('identity.locks.account'),
      dataIndex: 'account',
      width: 190,
      render: (account: string, row) =>
        row.accountKind === 'mobile' ? (
          <MaskedValue value={account} userId={row.userId} />
        ) : (
          account
        ),
    },
    {
      key: 'userName',
      title: t('identity.locks.user'),
      dataIndex: 'userName',
      width: 120,
      render: (name: string | null) => name ?? '-',
    },
    { key: 'failures', title: t('identity.locks.failures'), dataIndex: 'failures', width: 100 },
    {
      key: 'lockedAt',
      title: t('identity.locks.lockedAt'),
      dataIndex: 'lockedAt',
      width: 150,
      render: formatTime,
    },
    {
      key: 'lockedUntil',
      title: t('identity.locks.lockedUntil'),
      dataIndex: 'lockedUntil',
      width: 150,
      render: formatTime,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 90,
      fixed: 'right',
      fixedVisible: true,
      render: (_value, row) => (
        <RowActions
          actions={[
            {
              key: 'unlock',
              label: t('identity.locks.unlock'),
              permission: 'user-lock:release',
              confirm: {
                title: t('identity.locks.unlockTitle', { account: row.account }),
                content: t('identity.locks.unlockContent'),
                okText: t('identity.locks.unlock'),
                danger: false,
              },
              onClick: () => unlock.mutateAsync({ id: row.id }),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('identity.locks.intro')}</Typography.Text>
      <ResourceTable
        tableId="user-locks"
        endpoint={userEndpoints.lockList}
        queryKey={LOCKS_KEY}
        rowKey="id"
        columns={columns}
        filters={[{ name: 'keyword', label: t('identity.locks.keyword'), type: 'text' }]}
      />
    </Flex>
  );
}
