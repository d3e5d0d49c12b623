import type { resource as zh } from '../zh-cn/resource';
import type { TTranslation } from '../types';

export const resource: TTranslation<typeof zh> = {
  columnSettings: 'Column settings',
  showColumns: 'Columns',
  selected: '{{count}} selected',
  clearSelection: 'Clear selection',
  total: '{{total}} in total',
  pleaseEnter: 'Enter {{label}}',
  noPermission: 'No permission',
  noPermissionDetail: 'You may not open this page. Please ask an administrator for access.',
  pickers: {
    school: 'Select a school',
    semester: 'Select a semester',
    current: '{{name}} (current)',
    schoolFirst: 'Select a school first',
    teacher: 'Select a teacher',
    class: 'Select a class',
    withDetail: '{{name}} ({{detail}})',
    region: 'Province / city / district',
  },
  fileTask: {
    centre: 'Go to the download centre',
    doneTitle: '{{name}} is ready',
    doneText: 'The file is ready: download it here or in the download centre.',
    failedTitle: '{{name}} failed',
    failedText: 'The task failed, please try again later',
    runningTitle: 'Generating {{name}}',
    progress: 'Task progress',
    queued: 'Queued. You may leave this page and download the file from the download centre.',
    running: 'In progress. You may leave this page and download the file from the download centre.',
  },
};
