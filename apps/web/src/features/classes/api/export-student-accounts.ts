import { classEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { fileNameOf, saveBlob } from '../../../shared/api/download-file';
import { CLASSES_KEY } from './get-class-list';

/**
 * course-class/mng/export-student-account: the class's accounts as xlsx (names, login
 * names, initial passwords while unchanged), saved by the browser. Answers the file name.
 */
export async function exportStudentAccounts(input: {
  classId: number;
  className: string;
}): Promise<string> {
  const response = await api.download(classEndpoints.exportStudentAccounts, {
    classId: input.classId,
  });
  const fileName = fileNameOf(
    response.headers.get('content-disposition'),
    `${input.className}-学生账号.xlsx`,
  );
  saveBlob(await response.blob(), fileName);
  return fileName;
}

export function useExportStudentAccounts() {
  return useMutation({
    mutationKey: [CLASSES_KEY, 'export-accounts'],
    mutationFn: exportStudentAccounts,
  });
}
