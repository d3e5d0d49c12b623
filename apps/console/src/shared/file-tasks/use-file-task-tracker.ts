import type { TFileTask } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { downloadFileTask, fetchFileTask, FILE_TASKS_KEY } from './file-task-api';
import { trackFileTask, type TTrackedTask } from './track-file-task';

/** The download centre's route (under the console's basename). */
export const FILE_TASKS_PATH = '/file-tasks';

/**
 * Follows a file task the page just started (export or import) in a progress notice, with
 * the download and the way to the download centre. Resolves with the task's last state.
 */
export function useFileTaskTracker(options: { doneText?: (task: TFileTask) => string } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (task: TFileTask): Promise<TFileTask> => {
    let last = task;
    await trackFileTask(task, {
      fetchTask: async (id) => {
        last = await fetchFileTask(id);
        return last;
      },
      download: (tracked: TTrackedTask) => void downloadFileTask(tracked as TFileTask),
      openCentre: () => void navigate(FILE_TASKS_PATH),
      doneText: options.doneText as ((task: TTrackedTask) => string) | undefined,
    });
    void queryClient.invalidateQueries({ queryKey: FILE_TASKS_KEY });
    return last;
  };
}
