import type { fileTasks as zh } from '../zh-cn/fileTasks';
import type { TTranslation } from '../types';

export const fileTasks: TTranslation<typeof zh> = {
  list: 'File tasks (files are kept for 7 days)',
  importResult: '{{succeeded}} imported / {{failed}} failed',
  notImported: 'Rows not imported',
  rowNumber: 'Row',
  reason: 'Reason',
  fileName: 'File name',
  type: 'Type',
  progress: 'Progress',
  rows: 'Rows',
  creator: 'Created by',
  expiresAt: 'Expires',
};
