import { DownloadOutlined } from '@ant-design/icons';
import { FileTaskTag, fileTaskEndpoints } from '@haoduo/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../../shared/api';
import { worksQueryOf, type TWorksFilterValues } from '../model/works-filters';

/**
 * Exports the filtered works as a file task (xlsx); the download centre shows its progress
 * and the file.
 */
export function WorksExportButton({ filters }: { filters: TWorksFilterValues }) {
  const { notification } = App.useApp();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      const {
        currentPage: _page,
        pageSize: _size,
        ...taskParam
      } = worksQueryOf(filters, {
        currentPage: 1,
        pageSize: 1,
      });
      const task = await apiClient.call(fileTaskEndpoints.createExport, {
        taskTag: FileTaskTag.WORKS_EXPORT,
        taskParam,
      });
      notification.success({
        key: `file-task-${task.id}`,
        title: '导出任务已创建',
        description: `${task.taskFileName}：可在“下载中心”查看进度并下载。`,
      });
    } catch {
      // The client's error handler has shown why.
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={pending} onClick={() => void start()}>
      导出
    </Button>
  );
}
