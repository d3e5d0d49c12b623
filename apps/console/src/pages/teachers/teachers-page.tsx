import { PlusOutlined } from '@ant-design/icons';
import { TEACHER_ROLE_LABELS, teacherEndpoints, type TTeacherRow } from '@haoduo/contract';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import { formatTime } from '../../shared/labels';
import { Can, useCan } from '../../shared/permissions';
import { SchoolSelect } from '../../shared/pickers';
import {
  EnabledBadge,
  ENABLED_OPTIONS,
  ResourceTable,
  useConfirm,
  useResourceMutation,
  type TResourceColumn,
} from '../../shared/resource';
import { ROLE_OPTIONS, TeacherFormDrawer, TEACHERS_KEY } from './teacher-form-drawer';

/** 教师管理: teachers of the schools in scope: add, edit, enable, disable, delete, export. */
export function TeachersPage() {
  const can = useCan();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ teacher: TTeacherRow | null } | null>(null);
  const invalidate = [TEACHERS_KEY];
  const enable = useResourceMutation(teacherEndpoints.enable, {
    invalidate,
    successText: '已启用',
  });
  const disable = useResourceMutation(teacherEndpoints.disable, {
    invalidate,
    successText: '已停用',
  });
  const remove = useResourceMutation(teacherEndpoints.delete, {
    invalidate,
    successText: '已删除',
  });

  const columns: TResourceColumn<TTeacherRow>[] = [
    { key: 'name', title: '姓名', dataIndex: 'name' },
    { key: 'mobile', title: '手机号', dataIndex: 'mobile' },
    { key: 'schoolName', title: '所属学校', dataIndex: 'schoolName' },
    {
      key: 'teacherRoleType',
      title: '角色',
      dataIndex: 'teacherRoleType',
      render: (role: 1 | 2) => (
        <Tag color={role === 2 ? 'purple' : 'default'}>{TEACHER_ROLE_LABELS[role]}</Tag>
      ),
    },
    { key: 'classCount', title: '授课课班', dataIndex: 'classCount', align: 'right' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      render: (status: number) => <EnabledBadge status={status} />,
    },
    { key: 'createdAt', title: '创建时间', dataIndex: 'createdAt', render: formatTime },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, teacher: TTeacherRow) => (
        <Space size={4}>
          <Can permission="teacher:update">
            <Button type="link" size="small" onClick={() => setEditing({ teacher })}>
              编辑
            </Button>
          </Can>
          {teacher.status === 1 && can('teacher:disable') ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm({
                  title: `停用教师「${teacher.name}」？`,
                  content: '停用后该教师无法再进入该学校。',
                  okText: '停用',
                  onOk: () => disable.mutateAsync({ id: teacher.worksTeacherId }),
                })
              }
            >
              停用
            </Button>
          ) : null}
          {teacher.status !== 1 && can('teacher:enable') ? (
            <Button
              type="link"
              size="small"
              onClick={() => void enable.mutateAsync({ id: teacher.worksTeacherId })}
            >
              启用
            </Button>
          ) : null}
          <Can permission="teacher:delete">
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm({
                  title: `删除教师「${teacher.name}」？`,
                  content:
                    teacher.classCount > 0
                      ? `该教师正在教授 ${teacher.classCount} 个课班，需先在课班中更换授课老师。`
                      : '删除后该教师将不再属于该学校。',
                  okText: '删除',
                  onOk: () => remove.mutateAsync({ id: teacher.worksTeacherId }),
                })
              }
            >
              删除
            </Button>
          </Can>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ResourceTable
        tableId="teachers"
        title="教师列表"
        endpoint={teacherEndpoints.query}
        queryKey={TEACHERS_KEY}
        rowKey="worksTeacherId"
        filters={[
          { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
          {
            name: 'keyword',
            label: '关键词',
            type: 'text',
            placeholder: '姓名或手机号',
            width: 150,
          },
          {
            name: 'teacherRoleType',
            label: '角色',
            type: 'select',
            options: ROLE_OPTIONS,
            width: 130,
          },
          { name: 'status', label: '状态', type: 'select', options: ENABLED_OPTIONS, width: 110 },
        ]}
        columns={columns}
        toolbar={(filters) => (
          <>
            <Can permission="teacher:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ teacher: null })}
              >
                新增教师
              </Button>
            </Can>
            <ExportButton
              permission="teacher:export"
              start={() => apiClient.call(teacherEndpoints.export, filters)}
            />
          </>
        )}
      />
      <TeacherFormDrawer
        open={editing !== null}
        teacher={editing?.teacher ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
