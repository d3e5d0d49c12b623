import {
  authEndpoints,
  identityPasswordEndpoints,
  LOGIN_EXCEPTION_LABELS,
  LOGIN_METHOD_LABELS,
  LOGIN_RESULT_LABELS,
  userEndpoints,
  type TInputOf,
} from '@haoduo/contract';
import { Flex, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaskedValue, useIdentityGuard } from '../../features/identity';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import { Can } from '../../shared/permissions';
import { formatTime } from '../../shared/labels';
import {
  ResourceTable,
  type TFilterOption,
  type TResourceColumn,
  type TRowOf,
} from '../../shared/resource';

type TRecord = TRowOf<typeof userEndpoints.loginRecords>;

const options = (labels: Record<string, string>): TFilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const LOGIN_RECORDS_KEY = ['login-records'] as const;

function RecordsTable({ exceptionsOnly }: { exceptionsOnly: boolean }) {
  const { t } = useTranslation();
  const { guard, modal } = useIdentityGuard();
  const columns: TResourceColumn<TRecord>[] = [
    {
      key: 'loginTime',
      title: t('fields.time'),
      dataIndex: 'loginTime',
      width: 150,
      render: formatTime,
    },
    {
      key: 'userName',
      title: t('identity.records.user'),
      dataIndex: 'userName',
      width: 110,
      render: (name: string | null) => name ?? '-',
    },
    {
      key: 'account',
      title: t('identity.records.account'),
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
      key: 'methodLabel',
      title: t('identity.records.method'),
      dataIndex: 'methodLabel',
      width: 150,
    },
    {
      key: 'resultLabel',
      title: t('identity.records.result'),
      dataIndex: 'resultLabel',
      width: 110,
      render: (label: string, row) => <Tag color={row.success ? 'green' : 'red'}>{label}</Tag>,
    },
    {
      key: 'exceptionLabels',
      title: t('identity.records.exception'),
      dataIndex: 'exceptionLabels',
      width: 180,
      render: (labels: string[]) =>
        labels.length === 0
          ? '-'
          : labels.map((label) => (
              <Tag key={label} color="orange">
                {label}
              </Tag>
            )),
    },
    {
      key: 'city',
      title: t('identity.records.city'),
      dataIndex: 'city',
      width: 130,
      render: (city: string | null) => city ?? '-',
    },
    {
      key: 'ip',
      title: 'IP',
      dataIndex: 'ip',
      width: 130,
      render: (ip: string | null) => ip ?? '-',
    },
    {
      key: 'device',
      title: t('identity.records.device'),
      dataIndex: 'device',
      width: 140,
      render: (device: string | null) => device ?? '-',
    },
  ];
  return (
    <>
      <ResourceTable
        tableId={exceptionsOnly ? 'login-exceptions' : 'login-records'}
        endpoint={exceptionsOnly ? authEndpoints.failedLoginRecords : userEndpoints.loginRecords}
        queryKey={LOGIN_RECORDS_KEY}
        rowKey="id"
        // Fits the page: a table that scrolls sideways needs focusable content in every row.
        scrollX={1000}
        columns={columns}
        filters={[
          { name: 'account', label: t('identity.records.account'), type: 'text' },
          {
            name: 'result',
            label: t('identity.records.result'),
            type: 'select',
            options: options(LOGIN_RESULT_LABELS),
          },
          {
            name: 'method',
            label: t('identity.records.method'),
            type: 'select',
            options: options(LOGIN_METHOD_LABELS),
          },
          {
            name: 'exception',
            label: t('identity.records.exception'),
            type: 'select',
            options: [
              { value: 'any', label: t('identity.records.anyException') },
              ...options(LOGIN_EXCEPTION_LABELS),
            ],
          },
          { name: 'city', label: t('identity.records.city'), type: 'text', width: 140 },
          {
            name: 'startTime',
            label: t('fields.time'),
            type: 'dateRange',
            to: ['startTime', 'endTime'],
          },
        ]}
        toolbar={(filters) =>
          exceptionsOnly ? null : (
            // Mobiles in full need the identity password: asked here, then the export starts.
            <ExportButton
              permission="login-record:export"
              start={() =>
                guard(() =>
                  apiClient.call(
                    identityPasswordEndpoints.loginRecordsExport,
                    filters as TInputOf<typeof identityPasswordEndpoints.loginRecordsExport>,
                    { silent: true },
                  ),
                )
              }
            />
          )
        }
      />
      {modal}
    </>
  );
}

/** /console/login-records: every sign-in attempt, and the unusual ones on their own tab. */
export function LoginRecordsPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('identity.records.intro')}</Typography.Text>
      <Tabs
        items={[
          {
            key: 'all',
            label: t('identity.records.all'),
            children: (
              <Can permission="login-record:list">
                <RecordsTable exceptionsOnly={false} />
              </Can>
            ),
          },
          {
            key: 'exceptions',
            label: t('identity.records.exceptions'),
            children: (
              <Can permission="login-record:list-failed">
                <RecordsTable exceptionsOnly />
              </Can>
            ),
          },
        ]}
      />
    </Flex>
  );
}
