export { ExportButton } from './export-button';
export { downloadFileTask, fetchFileTask, FILE_TASKS_KEY, saveResponse } from './file-task-api';
export { showTaskNotice, trackFileTask, type TTrackedTask } from './track-file-task';
export { FILE_TASKS_PATH, useFileTaskTracker } from './use-file-task-tracker';
