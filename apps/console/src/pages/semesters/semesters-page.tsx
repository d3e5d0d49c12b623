import { PlusOutlined } from '@ant-design/icons';
import {
  BackOfficeMessages,
  semesterEndpoints,
  ZSemesterCreateBody,
  ZSemesterUpdateBody,
  type TSemesterMngRow,
} from '@haoduo/contract';
import { Button, Checkbox, DatePicker, Form, Input, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Can } from '../../shared/permissions';
import {
  FormDrawer,
  ResourceTable,
  useConfirm,
  useResourceMutation,
  type TResourceColumn,
} from '../../shared/resource';

export const SEMESTERS_KEY = ['semesters'] as const;
const PICKERS_KEY = ['pickers'] as const;

const day = (value: unknown) => (value ? (value as Dayjs).format('YYYY-MM-DD') : undefined);

function SemesterFormDrawer({
  semester,
  open,
  onClose,
}: {
  semester: TSemesterMngRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const invalidate = [SEMESTERS_KEY, PICKERS_KEY];
  const create = useResourceMutation(semesterEndpoints.mngCreate, { invalidate });
  const update = useResourceMutation(semesterEndpoints.mngUpdate, { invalidate });
  const initialValues = useMemo(
    () =>
      semester
        ? {
            platformSemesterName: semester.platformSemesterName,
            startDate: dayjs(semester.startDate),
            endDate: dayjs(semester.endDate),
          }
        : { currentSemester: false },
    [semester],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      title={semester ? '编辑学期' : '新增学期'}
      schema={semester ? ZSemesterUpdateBody : ZSemesterCreateBody}
      initialValues={initialValues}
      toBody={(values) => ({
        ...values,
        startDate: day(values.startDate),
        endDate: day(values.endDate),
        ...(semester ? { id: semester.id } : {}),
      })}
      onSubmit={(body) =>
        semester
          ? update.mutateAsync(body as Parameters<typeof update.mutateAsync>[0])
          : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label="学期名称" {...field('platformSemesterName')}>
            <Input maxLength={32} placeholder="如：2027春季学期" />
          </Form.Item>
          <Space size={16} style={{ display: 'flex' }}>
            <Form.Item
              label="开始日期"
              name="startDate"
              required
              rules={[{ required: true, message: BackOfficeMessages.SEMESTER_START_REQUIRED }]}
            >
              <DatePicker style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              label="结束日期"
              name="endDate"
              required
              rules={[{ required: true, message: BackOfficeMessages.SEMESTER_END_REQUIRED }]}
            >
              <DatePicker style={{ width: 200 }} />
            </Form.Item>
          </Space>
          {semester ? null : (
            <Form.Item name="currentSemester" valuePropName="checked">
              <Checkbox>设为当前学期</Checkbox>
            </Form.Item>
          )}
        </>
      )}
    </FormDrawer>
  );
}

/** 学期管理: platform semesters, their dates, and which one is current. */
export function SemestersPage() {
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ semester: TSemesterMngRow | null } | null>(null);
  const setCurrent = useResourceMutation(semesterEndpoints.mngSetCurrent, {
    invalidate: [SEMESTERS_KEY, PICKERS_KEY],
    successText: '已设为当前学期',
  });
  const columns: TResourceColumn<TSemesterMngRow>[] = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70, sorter: true },
    {
      key: 'name',
      title: '学期名称',
      dataIndex: 'platformSemesterName',
      sorter: true,
      render: (name: string, semester) => (
        <Space size={8}>
          <Typography.Text strong>{name}</Typography.Text>
          {semester.currentSemester ? <Tag color="blue">当前学期</Tag> : null}
        </Space>
      ),
    },
    { key: 'startDate', title: '开始日期', dataIndex: 'startDate', sorter: true },
    { key: 'endDate', title: '结束日期', dataIndex: 'endDate' },
    { key: 'classCount', title: '课班数', dataIndex: 'classCount', align: 'right' },
    {
      key: 'actions',
      title: '操作',
      fixedVisible: true,
      width: 200,
      render: (_: unknown, semester: TSemesterMngRow) => (
        <Space size={4}>
          <Can permission="semester:update">
            <Button type="link" size="small" onClick={() => setEditing({ semester })}>
              编辑
            </Button>
          </Can>
          {semester.currentSemester ? null : (
            <Can permission="semester:set-current">
              <Button
                type="link"
                size="small"
                onClick={() =>
                  confirm({
                    title: `将「${semester.platformSemesterName}」设为当前学期？`,
                    content: '师生端默认显示当前学期的课班。',
                    danger: false,
                    onOk: () => setCurrent.mutateAsync({ id: semester.id }),
                  })
                }
              >
                设为当前学期
              </Button>
            </Can>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ResourceTable
        tableId="semesters"
        title="学期列表"
        endpoint={semesterEndpoints.mngPage}
        queryKey={SEMESTERS_KEY}
        rowKey="id"
        filters={[{ name: 'name', label: '学期名称', type: 'text' }]}
        columns={columns}
        toolbar={
          <Can permission="semester:create">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ semester: null })}
            >
              新增学期
            </Button>
          </Can>
        }
      />
      <SemesterFormDrawer
        open={editing !== null}
        semester={editing?.semester ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
