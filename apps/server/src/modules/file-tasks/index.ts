/** What other modules and the app use of the file-tasks module; they import nothing else of it. */
export { createFileTasks, fileTasksFeature } from './file-tasks.plugin';
export {
  defineExport,
  defineImport,
  pagedRows,
  parseWith,
  type TExportKind,
  type TImportKind,
} from './file-task-kinds';
export {
  removeExpiredTasks,
  startExport,
  startImport,
  type TFileTaskContext,
} from './file-tasks.service';
