import { DownloadOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { classEndpoints, studentEndpoints, type TStudentCredential } from '@haoduo/contract';
import { Alert, Badge, Button, Dropdown, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n';
import { apiClient } from '../../shared/api';
import { ExportButton, saveResponse } from '../../shared/file-tasks';
import { formatTime } from '../../shared/labels';
import { Can, useCan } from '../../shared/permissions';
import {
  presetFilters,
  ResourceTable,
  type TFilterField,
  type TResourceColumn,
  type TRowOf,
} from '../../shared/resource';
import { CredentialsModal } from './credentials-modal';
import { printCards } from './print-cards';
import { PrintListPdfButton } from './print-list-pdf-button';
import { STUDENTS_KEY, useStudentActions } from './student-actions';
import { AddStudentsModal, PickClassModal, RenameModal } from './student-modals';

type TStudentMngRow = TRowOf<typeof studentEndpoints.query>;

interface TStudentsTableProps {
  tableId: string;
  /** The class whose pupils are listed (a class's detail); else a filter. */
  classId?: number;
  schoolId?: number;
}

type TPick = { kind: 'bind' | 'transfer'; rows: TStudentMngRow[] } | null;

const namesOf = (rows: readonly TStudentMngRow[]) =>
  rows.length === 1
    ? i18n.t('students.quotedName', { name: rows[0]!.name })
    : i18n.t('students.countNames', { count: rows.length });

/** The pupils, with every staff action; in a class's detail, the actions act on that class. */
export function StudentsTable({ tableId, classId: fixedClassId, schoolId }: TStudentsTableProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [credentials, setCredentials] = useState<{ title: string; list: TStudentCredential[] }>();
  const actions = useStudentActions((title, list) => setCredentials({ title, list }));
  const [filterClassId, setFilterClassId] = useState<number>();
  const classId = fixedClassId ?? filterClassId;
  const [adding, setAdding] = useState(false);
  const [pick, setPick] = useState<TPick>(null);
  const [renaming, setRenaming] = useState<TStudentMngRow | null>(null);

  const statusIn = (row: TStudentMngRow) =>
    classId ? row.classList.find((item) => item.id === classId)?.status : undefined;

  const columns: TResourceColumn<TStudentMngRow>[] = [
    {
      key: 'name',
      title: t('fields.name'),
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { key: 'username', title: t('students.username'), dataIndex: 'username' },
    ...(fixedClassId
      ? []
      : [{ key: 'schoolName', title: t('fields.school'), dataIndex: 'schoolName' }]),
    ...(fixedClassId
      ? []
      : [
          {
            key: 'classList',
            title: t('students.classList'),
            dataIndex: 'classList',
            render: (list: TStudentMngRow['classList']) =>
              list.length === 0 ? (
                <Typography.Text type="secondary">{t('students.noClass')}</Typography.Text>
              ) : (
                <Space size={[0, 4]} wrap>
                  {list.map((item) => (
                    <Tag key={item.id} color={item.status === 1 ? 'blue' : 'default'}>
                      {item.courseClassName}
                      {item.status === 1 ? '' : t('students.disabledSuffix')}
                    </Tag>
                  ))}
                </Space>
              ),
          },
        ]),
    ...(classId
      ? [
          {
            key: 'statusInClass',
            title: t('students.statusInClass'),
            render: (_: unknown, row: TStudentMngRow) =>
              statusIn(row) === 1 ? (
                <Badge status="success" text={t('students.active')} />
              ) : (
                <Badge status="default" text={t('students.disabled')} />
              ),
          },
        ]
      : []),
    { key: 'createdAt', title: t('fields.createdAt'), dataIndex: 'createdAt', render: formatTime },
    {
      key: 'actions',
      title: t('fields.actions'),
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, row: TStudentMngRow) => {
        const status = statusIn(row);
        const items = [
          can('student:reset-pwd') && { key: 'reset', label: t('students.resetPassword') },
          can('student:update-username') && { key: 'rename', label: t('students.rename') },
          classId && can('student:transfer') && { key: 'transfer', label: t('students.transfer') },
          classId &&
            status === 1 &&
            can('student:disable') && { key: 'disable', label: t('actions.disable') },
          classId &&
            status === 0 &&
            can('student:enable') && { key: 'enable', label: t('actions.enable') },
          classId &&
            can('student:class-remove') && {
              key: 'remove',
              label: t('students.removeFromClass'),
              danger: true,
            },
        ].filter(Boolean) as { key: string; label: string; danger?: boolean }[];
        if (items.length === 0) return null;
        return (
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key }) => {
                const one = [row.worksStudentId];
                if (key === 'reset') actions.resetPassword(row.worksStudentId, row.name);
                if (key === 'rename') setRenaming(row);
                if (key === 'transfer') setPick({ kind: 'transfer', rows: [row] });
                if (key === 'disable') actions.disable(classId!, one, namesOf([row]));
                if (key === 'enable') void actions.enable(classId!, one);
                if (key === 'remove') actions.remove(classId!, one, namesOf([row]));
              },
            }}
          >
            <Button type="link" size="small">
              {t('actions.more')}
            </Button>
          </Dropdown>
        );
      },
    },
  ];

  const filters: TFilterField<'schoolId' | 'classId' | 'keyword' | 'status'>[] = fixedClassId
    ? [{ name: 'keyword', label: t('students.nameOrUsername'), type: 'text' }]
    : [
        presetFilters.school(),
        presetFilters.class(),
        {
          name: 'keyword',
          label: t('fields.keyword'),
          type: 'text',
          placeholder: t('students.keywordPlaceholder'),
          width: 150,
        },
        {
          name: 'status',
          label: t('fields.status'),
          type: 'select',
          options: [
            { label: t('students.active'), value: 1 },
            { label: t('students.disabled'), value: 0 },
          ],
          width: 110,
        },
      ];

  return (
    <>
      {fixedClassId || classId ? null : (
        <Alert style={{ marginBottom: 12 }} type="info" showIcon title={t('students.classHint')} />
      )}
      <ResourceTable
        tableId={tableId}
        title={fixedClassId ? t('students.inClass') : t('students.list')}
        endpoint={studentEndpoints.query}
        queryKey={STUDENTS_KEY}
        rowKey="worksStudentId"
        fixedQuery={fixedClassId ? { classId: fixedClassId } : schoolId ? { schoolId } : undefined}
        filters={filters}
        onSearch={(values) => setFilterClassId(values.classId as number | undefined)}
        columns={columns}
        toolbar={(values) => (
          <>
            <Can permission="student:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('students.add')}
              </Button>
            </Can>
            {classId ? (
              <Can permission="student:print-list">
                <Button
                  icon={<PrinterOutlined />}
                  onClick={async () => {
                    const cards = await actions.printList(classId);
                    printCards(
                      t('students.printTitle', {
                        school: cards.schoolName,
                        className: cards.courseClassName,
                      }),
                      cards.list,
                    );
                  }}
                >
                  {t('students.printList')}
                </Button>
              </Can>
            ) : null}
            {classId ? <PrintListPdfButton classId={classId} /> : null}
            {fixedClassId ? (
              <Can permission="class:export-student-accounts">
                <Button
                  icon={<DownloadOutlined />}
                  onClick={async () => {
                    const response = await apiClient.download(
                      classEndpoints.exportStudentAccounts,
                      { classId: fixedClassId },
                    );
                    await saveResponse(response, t('students.accountsFile'));
                  }}
                >
                  {t('students.exportAccounts')}
                </Button>
              </Can>
            ) : null}
            <ExportButton
              permission="student:export"
              start={() =>
                apiClient.call(studentEndpoints.export, {
                  ...values,
                  ...(fixedClassId ? { classId: fixedClassId } : {}),
                })
              }
            />
          </>
        )}
        batchActions={(rows, clear) => {
          const ids = rows.map((row) => row.worksStudentId);
          const names = namesOf(rows);
          const after = (promise: unknown) => void Promise.resolve(promise).then(clear);
          return (
            <>
              <Can permission="student:bind-class">
                <Button size="small" onClick={() => setPick({ kind: 'bind', rows })}>
                  {t('students.bindClass')}
                </Button>
              </Can>
              {classId ? (
                <>
                  <Can permission="student:enable">
                    <Button size="small" onClick={() => after(actions.enable(classId, ids))}>
                      {t('actions.enable')}
                    </Button>
                  </Can>
                  <Can permission="student:disable">
                    <Button size="small" onClick={() => actions.disable(classId, ids, names)}>
                      {t('actions.disable')}
                    </Button>
                  </Can>
                  <Can permission="student:transfer">
                    <Button size="small" onClick={() => setPick({ kind: 'transfer', rows })}>
                      {t('students.transfer')}
                    </Button>
                  </Can>
                  <Can permission="student:batch-remove">
                    <Button size="small" danger onClick={() => actions.remove(classId, ids, names)}>
                      {t('students.removeFromClass')}
                    </Button>
                  </Can>
                </>
              ) : null}
            </>
          );
        }}
      />
      <AddStudentsModal
        open={adding}
        classId={classId}
        onOk={actions.add}
        onClose={() => setAdding(false)}
      />
      <PickClassModal
        open={pick !== null}
        title={pick?.kind === 'transfer' ? t('students.transfer') : t('students.bindClass')}
        excludeId={classId}
        onOk={(target) => {
          const ids = (pick?.rows ?? []).map((row) => row.worksStudentId);
          return pick?.kind === 'transfer'
            ? actions.transfer(classId!, target, ids)
            : actions.bind(target, ids);
        }}
        onClose={() => setPick(null)}
      />
      <RenameModal student={renaming} onOk={actions.rename} onClose={() => setRenaming(null)} />
      <CredentialsModal
        title={credentials?.title ?? ''}
        list={credentials?.list ?? null}
        onClose={() => setCredentials(undefined)}
      />
    </>
  );
}
