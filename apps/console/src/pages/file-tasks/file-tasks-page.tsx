import {
  FILE_TASK_STATUS_LABELS,
  FILE_TASK_TYPE_LABELS,
  fileTaskEndpoints,
  type TFileTask,
  type TFileTaskStatus,
} from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Progress, Space, Table, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { downloadFileTask, FILE_TASKS_KEY } from '../../shared/file-tasks';
import { formatTime, optionsOf } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';

const STATUS_BADGES: Record<TFileTaskStatus, 'default' | 'processing' | 'success' | 'error'> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const STATUS_OPTIONS = Object.entries(FILE_TASK_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Refreshes the list every 2 s while the page is open (tasks in progress move). */
function useAutoRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: FILE_TASKS_KEY }),
      2000,
    );
    return () => clearInterval(timer);
  }, [queryClient]);
}

function ImportErrors({ task }: { task: TFileTask }) {
  const summary = task.importSummary;
  if (!summary) return null;
  const text = `成功 ${summary.succeeded} / 失败 ${summary.failed}`;
  if (summary.errors.length === 0)
    return <Typography.Text type="secondary">{text}</Typography.Text>;
  return (
    <Popover
      title="未导入的行"
      content={
        <Table
          size="small"
          style={{ width: 420 }}
          rowKey="rowNumber"
          pagination={{ pageSize: 8, size: 'small' }}
          dataSource={summary.errors}
          columns={[
            { key: 'row', title: '行号', dataIndex: 'rowNumber', width: 64 },
            { key: 'message', title: '原因', dataIndex: 'message' },
          ]}
        />
      }
    >
      <Typography.Link>{text}</Typography.Link>
    </Popover>
  );
}

/** 下载中心: the caller's exports and imports, their progress, and the files (kept 7 days). */
export function FileTasksPage() {
  useAutoRefresh();
  const columns: TResourceColumn<TFileTask>[] = [
    {
      key: 'taskFileName',
      title: '文件名称',
      dataIndex: 'taskFileName',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: 'taskType',
      title: '类型',
      dataIndex: 'taskType',
      render: (type: 1 | 2) => FILE_TASK_TYPE_LABELS[type] ?? type,
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      render: (status: TFileTaskStatus, task) =>
        status === 'failed' ? (
          <Tooltip title={task.errorMessage}>
            <Badge status="error" text={FILE_TASK_STATUS_LABELS[status]} />
          </Tooltip>
        ) : (
          <Badge status={STATUS_BADGES[status]} text={FILE_TASK_STATUS_LABELS[status]} />
        ),
    },
    {
      key: 'percent',
      title: '进度',
      dataIndex: 'percent',
      width: 180,
      render: (percent: number, task) => (
        <Progress
          percent={percent}
          size="small"
          status={
            task.status === 'failed' ? 'exception' : task.status === 'done' ? 'success' : 'active'
          }
        />
      ),
    },
    {
      key: 'rowCount',
      title: '行数',
      dataIndex: 'rowCount',
      align: 'right',
      render: (count: number | null, task) =>
        task.importSummary ? <ImportErrors task={task} /> : (count ?? '-'),
    },
    { key: 'creatorName', title: '创建人', dataIndex: 'creatorName' },
    { key: 'createdAt', title: '创建时间', dataIndex: 'createdAt', render: formatTime },
    { key: 'expiresAt', title: '过期时间', dataIndex: 'expiresAt', render: formatTime },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, task: TFileTask) => (
        <Space>
          <Can permission="file-task:download">
            <Button
              type="link"
              size="small"
              disabled={!task.downloadable}
              onClick={() => void downloadFileTask(task)}
            >
              下载
            </Button>
          </Can>
        </Space>
      ),
    },
  ];
  return (
    <ResourceTable
      tableId="file-tasks"
      title="文件任务（文件保留7天）"
      endpoint={fileTaskEndpoints.page}
      queryKey={FILE_TASKS_KEY}
      rowKey="id"
      filters={[
        {
          name: 'taskType',
          label: '类型',
          type: 'select',
          options: optionsOf(FILE_TASK_TYPE_LABELS),
          width: 110,
        },
        { name: 'status', label: '状态', type: 'select', options: STATUS_OPTIONS, width: 120 },
      ]}
      columns={columns}
    />
  );
}
