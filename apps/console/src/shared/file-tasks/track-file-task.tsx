import { Button, Progress, Space, Typography } from 'antd';
import { getNotifier } from '../ui/notifier';
import { i18n } from '../i18n';

/** A file task as the progress notice needs it (the contract's file task has more). */
export interface TTrackedTask {
  id: number;
  taskFileName: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  percent: number;
  downloadable: boolean;
  errorMessage: string | null;
}

export interface TTrackOptions {
  /** Reads the task again (its detail call). */
  fetchTask: (id: number) => Promise<TTrackedTask>;
  /** Downloads the finished task's file. */
  download: (task: TTrackedTask) => void;
  /** Opens the download centre. */
  openCentre: () => void;
  /** Poll interval in ms; default 1000. */
  interval?: number;
  /** Import tasks: their own text on success (rows created and refused). */
  doneText?: (task: TTrackedTask) => string;
}

const noticeKey = (id: number) => `file-task-${id}`;

function CentreLink({ onClick }: { onClick: () => void }) {
  return <Typography.Link onClick={onClick}>{i18n.t('resource.fileTask.centre')}</Typography.Link>;
}

/** Shows (or updates) the notice of one task. */
export function showTaskNotice(task: TTrackedTask, options: TTrackOptions): void {
  const { notification } = getNotifier();
  const key = noticeKey(task.id);
  const centre = (
    <CentreLink
      onClick={() => {
        notification.destroy(key);
        options.openCentre();
      }}
    />
  );
  if (task.status === 'done') {
    notification.success({
      key,
      title: i18n.t('resource.fileTask.doneTitle', { name: task.taskFileName }),
      description: (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <span>{options.doneText?.(task) ?? i18n.t('resource.fileTask.doneText')}</span>
          <Space size={12}>
            {task.downloadable ? (
              <Button size="small" type="primary" onClick={() => options.download(task)}>
                {i18n.t('actions.download')}
              </Button>
            ) : null}
            {centre}
          </Space>
        </Space>
      ),
      duration: 0,
    });
  } else if (task.status === 'failed') {
    notification.error({
      key,
      title: i18n.t('resource.fileTask.failedTitle', { name: task.taskFileName }),
      description: (
        <Space orientation="vertical" size={4}>
          <span>{task.errorMessage ?? i18n.t('resource.fileTask.failedText')}</span>
          {centre}
        </Space>
      ),
      duration: 0,
    });
  } else {
    notification.info({
      key,
      title: i18n.t('resource.fileTask.runningTitle', { name: task.taskFileName }),
      description: (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Progress
            percent={task.percent}
            size="small"
            status="active"
            aria-label={i18n.t('resource.fileTask.progress')}
          />
          <span>
            {i18n.t(
              task.status === 'queued' ? 'resource.fileTask.queued' : 'resource.fileTask.running',
            )}
            {centre}
          </span>
        </Space>
      ),
      duration: 0,
    });
  }
}

/**
 * Follows a file task until it is done or failed: a notice with its progress, then a
 * download button, always with a link to the download centre. Resolves with the last state.
 */
export async function trackFileTask(
  first: TTrackedTask,
  options: TTrackOptions,
): Promise<TTrackedTask> {
  let task = first;
  showTaskNotice(task, options);
  while (task.status === 'queued' || task.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, options.interval ?? 1000));
    try {
      task = await options.fetchTask(task.id);
    } catch {
      // The client showed the failure; the task goes on, the centre still lists it.
      return task;
    }
    showTaskNotice(task, options);
  }
  return task;
}
