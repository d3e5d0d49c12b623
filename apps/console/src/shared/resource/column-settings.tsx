import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useColumnSettingsStore, useHiddenColumns } from './column-settings-store';
import { useTranslation } from 'react-i18next';

export interface TColumnChoice {
  key: string;
  title: ReactNode;
}

interface TColumnSettingsProps {
  tableId: string;
  columns: readonly TColumnChoice[];
}

/** The table toolbar's column picker: show or hide each column, remembered per table. */
export function ColumnSettings({ tableId, columns }: TColumnSettingsProps) {
  const { t } = useTranslation();
  const hidden = useHiddenColumns(tableId);
  const setHidden = useColumnSettingsStore((state) => state.setHidden);
  const reset = useColumnSettingsStore((state) => state.reset);
  const shown = columns.filter((column) => !hidden.includes(column.key)).map((c) => c.key);

  const content = (
    <div style={{ minWidth: 160 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Checkbox
          checked={shown.length === columns.length}
          indeterminate={shown.length > 0 && shown.length < columns.length}
          onChange={(event) =>
            setHidden(tableId, event.target.checked ? [] : columns.map((c) => c.key))
          }
        >
          {t('resource.showColumns')}
        </Checkbox>
        <Typography.Link onClick={() => reset(tableId)}>{t('actions.reset')}</Typography.Link>
      </Space>
      <Divider style={{ margin: '8px 0' }} />
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        value={shown}
        options={columns.map((column) => ({ label: column.title, value: column.key }))}
        onChange={(values) =>
          setHidden(
            tableId,
            columns.map((c) => c.key).filter((key) => !values.includes(key)),
          )
        }
      />
    </div>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Tooltip title={t('resource.columnSettings')}>
        <Button type="text" icon={<SettingOutlined />} aria-label={t('resource.columnSettings')} />
      </Tooltip>
    </Popover>
  );
}
