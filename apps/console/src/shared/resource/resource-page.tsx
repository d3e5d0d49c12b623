import { PlusOutlined } from '@ant-design/icons';
import type { TEndpointDefinition, TFileTask } from '@haoduo/contract';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../api';
import { ExportButton } from '../file-tasks';
import { Can, type TPermissionNeed } from '../permissions';
import { ResourceTable, type TResourceColumn, type TResourceTableProps } from './resource-table';
import { RowActions, type TRowAction } from './row-actions';
import type { TRowOf } from './use-resource-list';

/** What a page's row actions may do besides their own calls. */
export interface TResourcePageControls<TRow> {
  /** Opens the drawer on the row (null: a new one). */
  edit: (row: TRow | null) => void;
}

/** The page's drawer: open on a row, or on null for a new one. */
export interface TResourceDrawerProps<TRow> {
  open: boolean;
  row: TRow | null;
  onClose: () => void;
}

export interface TResourcePageProps<TEndpoint extends TEndpointDefinition> extends Omit<
  TResourceTableProps<TEndpoint>,
  'columns' | 'toolbar'
> {
  /** The data columns; 操作 is added from `rowActions`. */
  columns:
    | readonly TResourceColumn<TRowOf<TEndpoint>>[]
    | ((page: TResourcePageControls<TRowOf<TEndpoint>>) => TResourceColumn<TRowOf<TEndpoint>>[]);
  /** The links of a row's 操作 column (edit, enable, delete…), shown by permission. */
  rowActions?: (
    row: TRowOf<TEndpoint>,
    page: TResourcePageControls<TRowOf<TEndpoint>>,
  ) => readonly TRowAction[];
  actionsWidth?: number;
  /** 新增…: a primary button opening the drawer on a new row. */
  create?: { label: string; permission: TPermissionNeed };
  /** 导出: the export call of the list's filters, as a file task. */
  exportCall?: {
    endpoint: TEndpointDefinition;
    permission: TPermissionNeed;
    /** The export's input from the list's filters; default the filters. */
    input?: (filters: Record<string, unknown>) => unknown;
  };
  /** More toolbar buttons (before 导出). */
  toolbar?: (filters: Record<string, unknown>) => ReactNode;
  /** The create/edit drawer. */
  drawer?: (props: TResourceDrawerProps<TRowOf<TEndpoint>>) => ReactNode;
}

/**
 * A resource's list page: the ResourceTable with its filters, a 新增 button, 导出 as a file
 * task, the row actions column, and the create/edit drawer's open state.
 */
export function ResourcePage<TEndpoint extends TEndpointDefinition>(
  props: TResourcePageProps<TEndpoint>,
) {
  type TRow = TRowOf<TEndpoint>;
  const { columns, rowActions, create, exportCall, drawer, toolbar, ...table } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ row: TRow | null } | null>(null);
  const page: TResourcePageControls<TRow> = { edit: (row) => setEditing({ row }) };
  const dataColumns = typeof columns === 'function' ? columns(page) : columns;
  const allColumns: TResourceColumn<TRow>[] = rowActions
    ? [
        ...dataColumns,
        {
          key: 'actions',
          title: t('fields.actions'),
          fixed: 'right',
          fixedVisible: true,
          width: props.actionsWidth,
          render: (_: unknown, row: TRow) => <RowActions actions={rowActions(row, page)} />,
        },
      ]
    : [...dataColumns];

  return (
    <>
      <ResourceTable<TEndpoint>
        {...table}
        columns={allColumns}
        toolbar={(filters) => (
          <>
            {create ? (
              <Can permission={create.permission}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => page.edit(null)}>
                  {create.label}
                </Button>
              </Can>
            ) : null}
            {toolbar?.(filters)}
            {exportCall ? (
              <ExportButton
                permission={exportCall.permission}
                start={() =>
                  (apiClient.call as (e: TEndpointDefinition, i: unknown) => Promise<TFileTask>)(
                    exportCall.endpoint,
                    exportCall.input ? exportCall.input(filters) : filters,
                  )
                }
              />
            ) : null}
          </>
        )}
      />
      {drawer?.({
        open: editing !== null,
        row: editing?.row ?? null,
        onClose: () => setEditing(null),
      })}
    </>
  );
}
