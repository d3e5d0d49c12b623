import { InboxOutlined } from '@ant-design/icons';
import {
  classSyncEndpoints,
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  type TFileTask,
  type TImportSummary,
} from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { useFileTaskTracker } from '../../shared/file-tasks';
import { Can } from '../../shared/permissions';
import { SYNC_RUNS_KEY } from './roster-sync-keys';

const XLSX_TYPE = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows a run refused, with their reasons (the server's Chinese messages). */
export function RefusedRows({ summary }: { summary: TImportSummary }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="rowNumber"
      pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
      dataSource={summary.errors}
      columns={[
        { key: 'row', title: t('rosterSync.run.row'), dataIndex: 'rowNumber', width: 72 },
        { key: 'reason', title: t('rosterSync.run.reason'), dataIndex: 'message' },
      ]}
    />
  );
}

/** 立即同步: a school roster xlsx placed in classes by the configs, as an import file task. */
export function SyncRunCard({ schoolId, hasConfigs }: { schoolId: number; hasConfigs: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const track = useFileTaskTracker({
    doneText: (task) => {
      const s = task.importSummary;
      return s ? t('rosterSync.run.done', { ...s }) : t('rosterSync.run.title');
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TFileTask | null>(null);

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const task = await apiClient.upload(classSyncEndpoints.sync, form, { query: { schoolId } });
      await queryClient.invalidateQueries({ queryKey: SYNC_RUNS_KEY });
      setResult(await track(task));
      setFile(null);
      await Promise.all(
        [SYNC_RUNS_KEY, ['students'], ['classes']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch {
      // The client toasted why.
    } finally {
      setBusy(false);
    }
  };

  const summary = result?.importSummary;
  return (
    <Card title={t('rosterSync.run.title')} size="small">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('rosterSync.run.hint', {
            grade: ROSTER_COLUMNS.GRADE,
            className: ROSTER_COLUMNS.CLASS,
            name: ROSTER_COLUMNS.NAME,
            username: ROSTER_COLUMNS.USERNAME,
            max: ROSTER_MAX_ROWS,
          })}
        </Typography.Text>
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
          <p className="ant-upload-text">{t('rosterSync.run.drop')}</p>
        </Upload.Dragger>
        <Can permission="class:sync">
          <Space>
            <Button
              type="primary"
              disabled={!file || !hasConfigs}
              loading={busy}
              onClick={() => void start()}
            >
              {t('rosterSync.run.start')}
            </Button>
            {hasConfigs ? null : (
              <Typography.Text type="warning">{t('rosterSync.run.noConfigs')}</Typography.Text>
            )}
          </Space>
        </Can>
        {result?.status === 'failed' ? (
          <Alert type="error" showIcon title={result.errorMessage ?? t('rosterSync.run.failed')} />
        ) : null}
        {summary ? (
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Space size={40}>
              <Statistic title={t('rosterSync.run.total')} value={summary.total} />
              <Statistic title={t('rosterSync.run.succeeded')} value={summary.succeeded} />
              <Statistic title={t('rosterSync.run.failedRows')} value={summary.failed} />
            </Space>
            {summary.errors.length > 0 ? (
              <>
                <Typography.Text strong>{t('rosterSync.run.errors')}</Typography.Text>
                <RefusedRows summary={summary} />
              </>
            ) : null}
          </Space>
        ) : null}
      </Space>
    </Card>
  );
}
