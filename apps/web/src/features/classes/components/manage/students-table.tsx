import { MEMBER_STATUS_LABELS, MemberStatus, type TStudentRow } from '@haoduo/contract';
import { Button, Dropdown, Table, Tag, type TableProps } from 'antd';
import { dayjs } from '../../../../shared/i18n/dayjs';
import styles from './students-panel.module.css';
import { useTranslation } from 'react-i18next';

export type TStudentAction = 'resetPassword' | 'rename' | 'toggle' | 'transfer' | 'remove';

interface TStudentsTableProps {
  rows: TStudentRow[];
  total: number;
  currentPage: number;
  pageSize: number;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (currentPage: number, pageSize: number) => void;
  onAction: (action: TStudentAction, row: TStudentRow) => void;
}

/** The pupils of a class: name, login name, status, password state, joined, actions. */
export function StudentsTable(props: TStudentsTableProps) {
  const { t } = useTranslation();
  const columns: TableProps<TStudentRow>['columns'] = [
    { title: t('manage.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('manage.username'),
      dataIndex: 'username',
      key: 'username',
      render: (username: string) => <code>{username}</code>,
    },
    {
      title: t('manage.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number) => (
        <Tag color={status === MemberStatus.ENABLED ? 'green' : 'default'} variant="filled">
          {MEMBER_STATUS_LABELS[status === MemberStatus.ENABLED ? 1 : 0]}
        </Tag>
      ),
    },
    {
      title: t('manage.password'),
      dataIndex: 'initialPasswordUnchanged',
      key: 'password',
      responsive: ['md'],
      render: (unchanged: boolean) =>
        unchanged ? t('manage.initialPassword') : t('manage.passwordChanged'),
    },
    {
      title: t('manage.joinedAt'),
      dataIndex: 'joinedAt',
      key: 'joinedAt',
      responsive: ['lg'],
      render: (joinedAt: string) => dayjs(joinedAt).format('YYYY-MM-DD'),
    },
    {
      title: t('common.operations'),
      key: 'actions',
      render: (_value, row) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'resetPassword', label: t('manage.resetPassword') },
              { key: 'rename', label: t('manage.rename') },
              {
                key: 'toggle',
                label:
                  row.status === MemberStatus.ENABLED ? t('manage.disable') : t('manage.enable'),
              },
              { key: 'transfer', label: t('manage.transfer') },
              { type: 'divider' },
              { key: 'remove', label: t('manage.remove'), danger: true },
            ],
            onClick: ({ key }) => props.onAction(key as TStudentAction, row),
          }}
        >
          <Button aria-label={t('manage.actionsOf', { name: row.name })}>
            {t('common.operations')}
          </Button>
        </Dropdown>
      ),
    },
  ];

  return (
    <Table<TStudentRow>
      rowKey="worksStudentId"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      rowSelection={{
        selectedRowKeys: props.selected,
        onChange: (keys) => props.onSelect(keys.map(Number)),
      }}
      pagination={{
        current: props.currentPage,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        showTotal: (total) => t('manage.totalStudents', { count: total }),
        onChange: props.onPage,
      }}
      className={styles.table}
      locale={{ emptyText: t('manage.noStudents') }}
    />
  );
}
