import { DownloadOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { classEndpoints, studentEndpoints, type TStudentCredential } from '@haoduo/contract';
import { Alert, Badge, Button, Dropdown, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { ExportButton, saveResponse } from '../../shared/file-tasks';
import { formatTime } from '../../shared/labels';
import { Can, useCan } from '../../shared/permissions';
import { ClassSelect, SchoolSelect } from '../../shared/pickers';
import {
  ResourceTable,
  type TFilterField,
  type TResourceColumn,
  type TRowOf,
} from '../../shared/resource';
import { CredentialsModal } from './credentials-modal';
import { printCards } from './print-cards';
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
  rows.length === 1 ? `「${rows[0]!.name}」` : `${rows.length} 名学生`;

const STATUS_OPTIONS = [
  { label: '正常', value: 1 },
  { label: '已停用', value: 0 },
];

/** The pupils, with every staff action; in a class's detail, the actions act on that class. */
export function StudentsTable({ tableId, classId: fixedClassId, schoolId }: TStudentsTableProps) {
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
      title: '姓名',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { key: 'username', title: '登录名', dataIndex: 'username' },
    ...(fixedClassId ? [] : [{ key: 'schoolName', title: '学校', dataIndex: 'schoolName' }]),
    ...(fixedClassId
      ? []
      : [
          {
            key: 'classList',
            title: '所在课班',
            dataIndex: 'classList',
            render: (list: TStudentMngRow['classList']) =>
              list.length === 0 ? (
                <Typography.Text type="secondary">无课班</Typography.Text>
              ) : (
                <Space size={[0, 4]} wrap>
                  {list.map((item) => (
                    <Tag key={item.id} color={item.status === 1 ? 'blue' : 'default'}>
                      {item.courseClassName}
                      {item.status === 1 ? '' : '（已停用）'}
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
            title: '在班状态',
            render: (_: unknown, row: TStudentMngRow) =>
              statusIn(row) === 1 ? (
                <Badge status="success" text="正常" />
              ) : (
                <Badge status="default" text="已停用" />
              ),
          },
        ]
      : []),
    { key: 'createdAt', title: '创建时间', dataIndex: 'createdAt', render: formatTime },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, row: TStudentMngRow) => {
        const status = statusIn(row);
        const items = [
          can('student:reset-pwd') && { key: 'reset', label: '重置密码' },
          can('student:update-username') && { key: 'rename', label: '修改登录名' },
          classId && can('student:transfer') && { key: 'transfer', label: '转班' },
          classId && status === 1 && can('student:disable') && { key: 'disable', label: '停用' },
          classId && status === 0 && can('student:enable') && { key: 'enable', label: '启用' },
          classId &&
            can('student:class-remove') && { key: 'remove', label: '移出课班', danger: true },
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
              操作
            </Button>
          </Dropdown>
        );
      },
    },
  ];

  const filters: TFilterField<'schoolId' | 'classId' | 'keyword' | 'status'>[] = fixedClassId
    ? [{ name: 'keyword', label: '姓名/登录名', type: 'text' }]
    : [
        { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
        { name: 'classId', label: '课班', type: 'custom', render: () => <ClassSelect /> },
        { name: 'keyword', label: '关键词', type: 'text', placeholder: '姓名或登录名', width: 150 },
        { name: 'status', label: '状态', type: 'select', options: STATUS_OPTIONS, width: 110 },
      ];

  return (
    <>
      {fixedClassId || classId ? null : (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          title="按课班筛选后，可对该课班的学生批量启用、停用、转班、移出课班和打印名单。"
        />
      )}
      <ResourceTable
        tableId={tableId}
        title={fixedClassId ? '课班学生' : '学生列表'}
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
                新增学生
              </Button>
            </Can>
            {classId ? (
              <Can permission="student:print-list">
                <Button
                  icon={<PrinterOutlined />}
                  onClick={async () => {
                    const cards = await actions.printList(classId);
                    printCards(`${cards.schoolName} ${cards.courseClassName} 学生账号`, cards.list);
                  }}
                >
                  打印名单
                </Button>
              </Can>
            ) : null}
            {fixedClassId ? (
              <Can permission="class:export-student-accounts">
                <Button
                  icon={<DownloadOutlined />}
                  onClick={async () => {
                    const response = await apiClient.download(
                      classEndpoints.exportStudentAccounts,
                      { classId: fixedClassId },
                    );
                    await saveResponse(response, '学生账号.xlsx');
                  }}
                >
                  导出账号
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
                  加入课班
                </Button>
              </Can>
              {classId ? (
                <>
                  <Can permission="student:enable">
                    <Button size="small" onClick={() => after(actions.enable(classId, ids))}>
                      启用
                    </Button>
                  </Can>
                  <Can permission="student:disable">
                    <Button size="small" onClick={() => actions.disable(classId, ids, names)}>
                      停用
                    </Button>
                  </Can>
                  <Can permission="student:transfer">
                    <Button size="small" onClick={() => setPick({ kind: 'transfer', rows })}>
                      转班
                    </Button>
                  </Can>
                  <Can permission="student:batch-remove">
                    <Button size="small" danger onClick={() => actions.remove(classId, ids, names)}>
                      移出课班
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
        title={pick?.kind === 'transfer' ? '转班' : '加入课班'}
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
