import { fileTaskEndpoints, type TFileTask } from '@haoduo/contract';
import { apiClient } from '../api';

/** The query key prefix of file tasks (the download centre refreshes with it). */
export const FILE_TASKS_KEY = ['file-tasks'] as const;

export function fetchFileTask(id: number): Promise<TFileTask> {
  return apiClient.call(fileTaskEndpoints.detail, { id });
}

/** The file name of a response's Content-Disposition (RFC 5987 or plain), if any. */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/** Saves a downloaded response as a file in the browser. */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a finished task's result file (signed, with the staff token). */
export async function downloadFileTask(task: Pick<TFileTask, 'id' | 'taskFileName'>) {
  const response = await apiClient.download(fileTaskEndpoints.download, { id: task.id });
  await saveResponse(response, task.taskFileName);
}
