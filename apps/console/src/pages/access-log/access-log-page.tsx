import { identityPasswordEndpoints as ep } from '@haoduo/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/labels';
import { ResourceTable, type TResourceColumn, type TRowOf } from '../../shared/resource';

type TRead = TRowOf<typeof ep.accessLog>;

/** /console/access-log: every read of personal data without its mask. */
export function AccessLogPage() {
  const { t } = useTranslation();
  const columns: TResourceColumn<TRead>[] = [
    { key: 'at', title: t('fields.time'), dataIndex: 'at', width: 150, render: formatTime },
    {
      key: 'userName',
      title: t('identity.accessLog.reader'),
      dataIndex: 'userName',
      width: 120,
      render: (name: string | null) => name ?? '-',
    },
    {
      key: 'endpoint',
      title: t('identity.accessLog.endpoint'),
      dataIndex: 'endpoint',
      ellipsis: true,
    },
    {
      key: 'targetType',
      title: t('identity.accessLog.targetType'),
      dataIndex: 'targetType',
      width: 110,
    },
    { key: 'targetId', title: t('identity.accessLog.targetId'), dataIndex: 'targetId', width: 100 },
    { key: 'field', title: t('identity.accessLog.field'), dataIndex: 'field', width: 90 },
    {
      key: 'ip',
      title: 'IP',
      dataIndex: 'ip',
      width: 130,
      render: (ip: string | null) => ip ?? '-',
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('identity.accessLog.intro')}</Typography.Text>
      <ResourceTable
        tableId="access-log"
        endpoint={ep.accessLog}
        queryKey={['access-log']}
        rowKey="id"
        columns={columns}
        filters={[
          {
            name: 'targetType',
            label: t('identity.accessLog.targetType'),
            type: 'text',
            width: 140,
          },
          { name: 'targetId', label: t('identity.accessLog.targetId'), type: 'text', width: 140 },
        ]}
      />
    </Flex>
  );
}
