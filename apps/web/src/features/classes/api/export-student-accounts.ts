import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../shared/api/download-file';
import { CLASSES_KEY } from './get-class-list';

/**
 * GET course-class/mng/export-student-account: the class's accounts as xlsx (names, login
 * names, initial passwords while unchanged), saved by the browser. Answers the file name.
 */
export function exportStudentAccounts(input: { classId: number; className: string }) {
  return downloadFile(
    '/api/v1/works-service/course-class/mng/export-student-account',
    { classId: input.classId },
    `${input.className}-学生账号.xlsx`,
  );
}

export function useExportStudentAccounts() {
  return useMutation({
    mutationKey: [CLASSES_KEY, 'export-accounts'],
    mutationFn: exportStudentAccounts,
  });
}
