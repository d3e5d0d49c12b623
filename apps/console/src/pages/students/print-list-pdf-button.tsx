import { FilePdfOutlined } from '@ant-design/icons';
import { studentMngEndpoints } from '@haoduo/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { saveResponse } from '../../shared/file-tasks';
import { Can } from '../../shared/permissions';

/** 下载PDF名单: the class's list to hand out (A4 PDF: names and login names, no passwords). */
export function PrintListPdfButton({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Can permission="student:print-list-pdf">
      <Button
        icon={<FilePdfOutlined />}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            const response = await apiClient.download(studentMngEndpoints.mngPrintListPdf, {
              classId,
            });
            await saveResponse(response, t('students.printListPdfFile'));
          } catch {
            // The client toasted why.
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('students.printListPdf')}
      </Button>
    </Can>
  );
}
