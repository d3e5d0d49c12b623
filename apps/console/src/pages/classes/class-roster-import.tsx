import { InboxOutlined } from '@ant-design/icons';
import { ROSTER_COLUMNS, ROSTER_MAX_ROWS, type TFileTask } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileTaskTracker } from '../../shared/file-tasks';
import { i18n } from '../../shared/i18n';
import { Can } from '../../shared/permissions';
import { useStudentActions } from '../students/student-actions';

const XLSX_TYPE = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function importText(task: TFileTask): string {
  const summary = task.importSummary;
  if (!summary) return i18n.t('classes.importDone');
  return i18n.t('classes.importSummary', {
    total: summary.total,
    succeeded: summary.succeeded,
    failed: summary.failed,
  });
}

/** 名单导入: a roster xlsx into the class, as an import file task, with every refused row. */
export function ClassRosterImport({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const actions = useStudentActions(() => {});
  const track = useFileTaskTracker({ doneText: importText });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TFileTask | null>(null);

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const task = await actions.importRoster(classId, file);
      const last = await track(task);
      setResult(last);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ['students'] });
      await queryClient.invalidateQueries({ queryKey: ['classes'] });
    } catch {
      // The client toasted why.
    } finally {
      setBusy(false);
    }
  };

  const summary = result?.importSummary;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={t('classes.importGuide')}
        description={t('classes.importGuideText', {
          name: ROSTER_COLUMNS.NAME,
          username: ROSTER_COLUMNS.USERNAME,
          max: ROSTER_MAX_ROWS,
        })}
      />
      <Upload.Dragger
        accept={XLSX_TYPE}
        maxCount={1}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done', size: file.size }] : []}
        beforeUpload={(next) => {
          setFile(next);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('classes.dropFile')}</p>
      </Upload.Dragger>
      <Can permission="class:sync-student">
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
          {t('classes.startImport')}
        </Button>
      </Can>
      {result ? (
        result.status === 'failed' ? (
          <Alert type="error" showIcon title={result.errorMessage ?? t('classes.importFailed')} />
        ) : summary ? (
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Space size={40}>
              <Statistic title={t('classes.rows')} value={summary.total} />
              <Statistic
                title={t('classes.succeeded')}
                value={summary.succeeded}
                valueStyle={{ color: '#52c41a' }}
              />
              <Statistic
                title={t('classes.failedRows')}
                value={summary.failed}
                valueStyle={{ color: summary.failed ? '#ff4d4f' : undefined }}
              />
            </Space>
            {summary.errors.length > 0 ? (
              <Table
                size="small"
                rowKey="rowNumber"
                pagination={{ pageSize: 10, size: 'small' }}
                dataSource={summary.errors}
                columns={[
                  { key: 'row', title: t('classes.rowNumber'), dataIndex: 'rowNumber', width: 80 },
                  { key: 'message', title: t('classes.reason'), dataIndex: 'message' },
                ]}
              />
            ) : (
              <Typography.Text type="success">{t('classes.allImported')}</Typography.Text>
            )}
          </Space>
        ) : null
      ) : null}
    </Space>
  );
}
