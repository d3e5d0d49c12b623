import { InboxOutlined } from '@ant-design/icons';
import { ROSTER_COLUMNS, ROSTER_MAX_ROWS, type TFileTask } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useFileTaskTracker } from '../../shared/file-tasks';
import { Can } from '../../shared/permissions';
import { useStudentActions } from '../students/student-actions';

const XLSX_TYPE = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function importText(task: TFileTask): string {
  const summary = task.importSummary;
  if (!summary) return '导入完成';
  return `共 ${summary.total} 行，成功 ${summary.succeeded} 人，失败 ${summary.failed} 行`;
}

/** 名单导入: a roster xlsx into the class, as an import file task, with every refused row. */
export function ClassRosterImport({ classId }: { classId: number }) {
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
        title="导入说明"
        description={`上传 xlsx 格式的名单：第1行为表头「${ROSTER_COLUMNS.NAME}」「${ROSTER_COLUMNS.USERNAME}（可选）」，从第2行起每行一名学生，最多 ${ROSTER_MAX_ROWS} 行。未填登录名的自动生成，初始密码与登录名相同。`}
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
        <p className="ant-upload-text">点击或拖拽 xlsx 名单文件到此处</p>
      </Upload.Dragger>
      <Can permission="class:sync-student">
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
          开始导入
        </Button>
      </Can>
      {result ? (
        result.status === 'failed' ? (
          <Alert type="error" showIcon title={result.errorMessage ?? '导入失败'} />
        ) : summary ? (
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Space size={40}>
              <Statistic title="名单行数" value={summary.total} />
              <Statistic
                title="成功导入"
                value={summary.succeeded}
                valueStyle={{ color: '#52c41a' }}
              />
              <Statistic
                title="失败行数"
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
                  { key: 'row', title: '行号', dataIndex: 'rowNumber', width: 80 },
                  { key: 'message', title: '原因', dataIndex: 'message' },
                ]}
              />
            ) : (
              <Typography.Text type="success">全部导入成功</Typography.Text>
            )}
          </Space>
        ) : null
      ) : null}
    </Space>
  );
}
