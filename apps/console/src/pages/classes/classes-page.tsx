import { PlusOutlined } from '@ant-design/icons';
import { CLASS_STATUS_LABELS, classEndpoints, type TClassMngRow } from '@haoduo/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import {
  CLASS_STATUS_COLOURS,
  classStatusLabel,
  optionsOf,
  SERVICE_TYPE_LABELS,
} from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { SchoolSelect, SemesterSelect } from '../../shared/pickers';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';
import { ClassDetailDrawer } from './class-detail-drawer';
import { ClassFormDrawer, CLASSES_KEY } from './class-form-drawer';

/** 课班管理: classes with their filters; detail with pupils, code, QR and roster import. */
export function ClassesPage() {
  const [editing, setEditing] = useState<{ row: TClassMngRow | null } | null>(null);
  const [detail, setDetail] = useState<TClassMngRow | null>(null);
  const columns: TResourceColumn<TClassMngRow>[] = [
    {
      key: 'courseClassName',
      title: '课班名称',
      dataIndex: 'courseClassName',
      render: (name: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDetail(row)}>
          <strong>{name}</strong>
        </Button>
      ),
    },
    {
      key: 'classCode',
      title: '班级码',
      dataIndex: 'classCode',
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    { key: 'schoolName', title: '学校', dataIndex: 'schoolName' },
    { key: 'platformSemesterName', title: '学期', dataIndex: 'platformSemesterName' },
    {
      key: 'serviceType',
      title: '服务类型',
      dataIndex: 'serviceType',
      render: (type: number) => SERVICE_TYPE_LABELS[type] ?? type,
    },
    {
      key: 'teacherList',
      title: '授课老师',
      dataIndex: 'teacherList',
      render: (list: TClassMngRow['teacherList']) =>
        list.map((teacher) => teacher.name).join('、') || '-',
    },
    {
      key: 'studentCount',
      title: '学生数',
      dataIndex: 'studentCount',
      align: 'right',
      render: (count: number, row) =>
        row.limitStudentSize ? `${count} / ${row.limitStudentSize}` : count,
    },
    {
      key: 'courseClassStatus',
      title: '状态',
      dataIndex: 'courseClassStatus',
      render: (status: number) => (
        <Tag color={CLASS_STATUS_COLOURS[status]}>{classStatusLabel(status)}</Tag>
      ),
    },
    {
      key: 'effectiveEndDate',
      title: '有效期至',
      dataIndex: 'effectiveEndDate',
      render: (date: string | null) => date ?? '长期',
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, row: TClassMngRow) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setDetail(row)}>
            详情
          </Button>
          <Can permission="class:update">
            <Button type="link" size="small" onClick={() => setEditing({ row })}>
              编辑
            </Button>
          </Can>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ResourceTable
        tableId="classes"
        title="课班列表"
        endpoint={classEndpoints.query}
        queryKey={CLASSES_KEY}
        rowKey="id"
        filters={[
          { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
          { name: 'semesterId', label: '学期', type: 'custom', render: () => <SemesterSelect /> },
          {
            name: 'courseClassStatus',
            label: '状态',
            type: 'select',
            options: optionsOf(CLASS_STATUS_LABELS),
            width: 120,
          },
          {
            name: 'keyword',
            label: '关键词',
            type: 'text',
            placeholder: '课班名称或班级码',
            width: 170,
          },
        ]}
        columns={columns}
        toolbar={(filters) => (
          <>
            <Can permission="class:create">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ row: null })}
              >
                新增课班
              </Button>
            </Can>
            <ExportButton
              permission="class:export"
              start={() => apiClient.call(classEndpoints.export, filters)}
            />
          </>
        )}
      />
      <ClassFormDrawer
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
      />
      <ClassDetailDrawer row={detail} onClose={() => setDetail(null)} />
    </>
  );
}
