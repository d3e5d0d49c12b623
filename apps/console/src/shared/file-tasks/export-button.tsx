import { ExportOutlined } from '@ant-design/icons';
import type { TFileTask } from '@haoduo/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { Can, type TPermissionNeed } from '../permissions';
import { useFileTaskTracker } from './use-file-task-tracker';
import { useTranslation } from 'react-i18next';

interface TExportButtonProps {
  /** The export call's permission; the button is hidden without it. */
  permission: TPermissionNeed;
  /** Starts the export (the export call with the list's filters); answers the file task. */
  start: () => Promise<TFileTask>;
  label?: string;
}

/** 导出: starts the export as a file task and follows it in a progress notice. */
export function ExportButton({ permission, start, label }: TExportButtonProps) {
  const { t } = useTranslation();
  const track = useFileTaskTracker();
  const [starting, setStarting] = useState(false);
  const onClick = async () => {
    setStarting(true);
    try {
      const task = await start();
      void track(task);
    } catch {
      // The client has shown why.
    } finally {
      setStarting(false);
    }
  };
  return (
    <Can permission={permission}>
      <Button icon={<ExportOutlined />} loading={starting} onClick={() => void onClick()}>
        {label ?? t('actions.export')}
      </Button>
    </Can>
  );
}
