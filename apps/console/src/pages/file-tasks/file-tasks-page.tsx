import { fileTaskEndpoints, type TFileTask, type TFileTaskStatus } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Progress, Space, Table, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFileTask, FILE_TASKS_KEY } from '../../shared/file-tasks';
import { formatTime, labelOf, labelOptions } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';

const STATUS_BADGES: Record<TFileTaskStatus, 'default' | 'processing' | 'success' | 'error'> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const STATUSES = ['queued', 'running', 'done', 'failed'] as const;

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
  const { t } = useTranslation();
  const summary = task.importSummary;
  if (!summary) return null;
  const text = t('fileTasks.importResult', {
    succeeded: summary.succeeded,
    failed: summary.failed,
  });
  if (summary.errors.length === 0)
    return <Typography.Text type="secondary">{text}</Typography.Text>;
  return (
    <Popover
      title={t('fileTasks.notImported')}
      content={
        <Table
          size="small"
          style={{ width: 420 }}
          rowKey="rowNumber"
          pagination={{ pageSize: 8, size: 'small' }}
          dataSource={summary.errors}
          columns={[
            { key: 'row', title: t('fileTasks.rowNumber'), dataIndex: 'rowNumber', width: 64 },
            { key: 'message', title: t('fileTasks.reason'), dataIndex: 'message' },
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
  const { t } = useTranslation();
  useAutoRefresh();
  const columns: TResourceColumn<TFileTask>[] = [
    {
      key: 'taskFileName',
      title: t('fileTasks.fileName'),
      dataIndex: 'taskFileName',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: 'taskType',
      title: t('fileTasks.type'),
      dataIndex: 'taskType',
      render: (type: 1 | 2) => labelOf('fileTaskType', type),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (status: TFileTaskStatus, task) =>
        status === 'failed' ? (
          <Tooltip title={task.errorMessage}>
            <Badge status="error" text={labelOf('fileTaskStatus', status)} />
          </Tooltip>
        ) : (
          <Badge status={STATUS_BADGES[status]} text={labelOf('fileTaskStatus', status)} />
        ),
    },
    {
      key: 'percent',
      title: t('fileTasks.progress'),
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
      title: t('fileTasks.rows'),
      dataIndex: 'rowCount',
      align: 'right',
      render: (count: number | null, task) =>
        task.importSummary ? <ImportErrors task={task} /> : (count ?? '-'),
    },
    { key: 'creatorName', title: t('fileTasks.creator'), dataIndex: 'creatorName' },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      render: formatTime,
    },
    {
      key: 'expiresAt',
      title: t('fileTasks.expiresAt'),
      dataIndex: 'expiresAt',
      render: formatTime,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
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
              {t('actions.download')}
            </Button>
          </Can>
        </Space>
      ),
    },
  ];
  return (
    <ResourceTable
      tableId="file-tasks"
      title={t('fileTasks.list')}
      endpoint={fileTaskEndpoints.page}
      queryKey={FILE_TASKS_KEY}
      rowKey="id"
      filters={[
        {
          name: 'taskType',
          label: t('fileTasks.type'),
          type: 'select',
          options: labelOptions('fileTaskType'),
          width: 110,
        },
        {
          name: 'status',
          label: t('fields.status'),
          type: 'select',
          options: STATUSES.map((value) => ({ value, label: labelOf('fileTaskStatus', value) })),
          width: 120,
        },
      ]}
      columns={columns}
    />
  );
}
