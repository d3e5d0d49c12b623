import { ReloadOutlined } from '@ant-design/icons';
import {
  FILE_TASK_STATUS_LABELS,
  FileTaskTag,
  fileTaskEndpoints,
  type TFileTask,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Popover, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { formatTime } from '../../shared/labels';
import { SYNC_RUNS_KEY } from './roster-sync-keys';
import { RefusedRows } from './sync-run-card';

const BADGES = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
} as const;

/** How many of the latest roster runs are read (this school's are shown). */
const RUNS_READ = 100;

function RunResult({ task }: { task: TFileTask }) {
  const { t } = useTranslation();
  const summary = task.importSummary;
  if (task.status === 'failed') {
    return <Typography.Text type="danger">{task.errorMessage ?? ''}</Typography.Text>;
  }
  if (!summary) return null;
  const text = t('rosterSync.run.done', { ...summary });
  if (summary.errors.length === 0) return <span>{text}</span>;
  return (
    <Popover
      title={t('rosterSync.run.errors')}
      content={
        <div style={{ width: 420 }}>
          <RefusedRows summary={summary} />
        </div>
      }
    >
      <Typography.Link>{text}</Typography.Link>
    </Popover>
  );
}

/** 同步记录: the school's roster runs (import file tasks of the school roster), newest first. */
export function SyncHistoryCard({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const { data, isFetching, refetch } = useQuery(
    apiClient.query(
      fileTaskEndpoints.page,
      { taskTag: FileTaskTag.SCHOOL_ROSTER_IMPORT, currentPage: 1, pageSize: RUNS_READ },
      SYNC_RUNS_KEY,
    ),
  );
  const runs = (data?.list ?? []).filter((task) => Number(task.taskParam.schoolId) === schoolId);
  return (
    <Card
      title={t('rosterSync.history.title')}
      size="small"
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={isFetching}
          onClick={() => void refetch()}
        >
          {t('rosterSync.history.refresh')}
        </Button>
      }
    >
      <Table<TFileTask>
        size="small"
        rowKey="id"
        dataSource={runs}
        pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
        locale={{ emptyText: t('rosterSync.history.empty') }}
        columns={[
          {
            key: 'createdAt',
            title: t('rosterSync.history.startedAt'),
            render: (_v, task) => formatTime(task.createdAt),
          },
          { key: 'by', title: t('rosterSync.history.by'), dataIndex: 'creatorName' },
          {
            key: 'status',
            title: t('rosterSync.history.status'),
            render: (_v, task) => (
              <Badge status={BADGES[task.status]} text={FILE_TASK_STATUS_LABELS[task.status]} />
            ),
          },
          {
            key: 'result',
            title: t('rosterSync.history.result'),
            render: (_v, task) => <RunResult task={task} />,
          },
          { key: 'file', title: t('rosterSync.history.file'), dataIndex: 'taskFileName' },
        ]}
      />
    </Card>
  );
}
