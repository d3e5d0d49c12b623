import { ReloadOutlined } from '@ant-design/icons';
import type { TEndpointDefinition, TInputOf } from '@haoduo/contract';
import { Alert, Button, Card, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useHiddenColumns } from './column-settings-store';
import { ColumnSettings } from './column-settings';
import { FilterBar, type TFilterField } from './filter-bar';
import { useResourceList, type TRowOf, type TUseResourceListOptions } from './use-resource-list';
import { useTranslation } from 'react-i18next';

/** A column of a resource table: a key is required (column settings remember it). */
export type TResourceColumn<TRow> = ColumnType<TRow> & {
  key: string;
  /** Left out of the column settings (always shown, e.g. the actions column). */
  fixedVisible?: boolean;
};

type TQueryName<TEndpoint extends TEndpointDefinition> = Extract<
  keyof NonNullable<TInputOf<TEndpoint>>,
  string
>;

export interface TResourceTableProps<
  TEndpoint extends TEndpointDefinition,
> extends TUseResourceListOptions {
  /** Column settings are remembered under this id. */
  tableId: string;
  /** The paged list call (`{ list, total, currentPage, pageSize }`). */
  endpoint: TEndpoint;
  /** Filters, each named after a query field of the call. */
  filters?: readonly TFilterField<TQueryName<TEndpoint>>[];
  columns: readonly TResourceColumn<TRowOf<TEndpoint>>[];
  rowKey: Extract<keyof TRowOf<TEndpoint>, string>;
  /**
   * Buttons right of the table title (create, export); a function gets the list's current
   * filters (an export sends them).
   */
  toolbar?: ReactNode | ((filters: Record<string, unknown>) => ReactNode);
  title?: ReactNode;
  /** Batch actions on the selected rows; when given, rows get check boxes. */
  batchActions?: (
    rows: TRowOf<TEndpoint>[],
    clear: () => void,
    filters: Record<string, unknown>,
  ) => ReactNode;
  /** Told the filters of each search (pages whose actions depend on a filter). */
  onSearch?: (filters: Record<string, unknown>) => void;
  scrollX?: number;
}

/**
 * The list page of a resource: the filter bar from the call's query fields, a toolbar
 * (actions, refresh, column settings), and the table with paging and sorting done by the
 * server. Selecting rows shows the batch actions.
 */
export function ResourceTable<TEndpoint extends TEndpointDefinition>(
  props: TResourceTableProps<TEndpoint>,
) {
  type TRow = TRowOf<TEndpoint>;
  const { tableId, endpoint, filters = [], columns, rowKey, toolbar, title, batchActions } = props;
  const { t } = useTranslation();
  const list = useResourceList(endpoint, props);
  const hidden = useHiddenColumns(tableId);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: TRow[] }>({ keys: [], rows: [] });
  const clear = () => setSelected({ keys: [], rows: [] });

  const shownColumns = useMemo(
    () =>
      columns
        .filter((column) => column.fixedVisible || !hidden.includes(column.key))
        .map((column) => ({
          ...column,
          sortOrder:
            list.state.sort?.field === column.key
              ? list.state.sort.order === 'asc'
                ? ('ascend' as const)
                : ('descend' as const)
              : column.sorter
                ? null
                : undefined,
        })),
    [columns, hidden, list.state.sort],
  );

  const onChange: TableProps<TRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.state.pageSize);
    } else if (extra.action === 'sort') {
      const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<TRow> | undefined;
      list.setSort(
        one?.order && one.columnKey
          ? { field: String(one.columnKey), order: one.order === 'ascend' ? 'asc' : 'desc' }
          : undefined,
      );
    }
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {filters.length > 0 ? (
        <Card size="small" styles={{ body: { padding: '12px 16px' } }}>
          <FilterBar
            name={`${tableId}-filters`}
            fields={filters as readonly TFilterField[]}
            initialValues={props.initialFilters}
            onSearch={(query) => {
              clear();
              list.search(query);
              props.onSearch?.(query);
            }}
          />
        </Card>
      ) : null}
      <Card size="small" styles={{ body: { padding: '8px 16px 0' } }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: 40,
            gap: 12,
          }}
        >
          <Typography.Text strong>{title}</Typography.Text>
          <Space size={8} wrap>
            {typeof toolbar === 'function' ? toolbar(list.state.filters) : toolbar}
            <Tooltip title={t('actions.refresh')}>
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('actions.refresh')}
                onClick={() => void list.query.refetch()}
              />
            </Tooltip>
            <ColumnSettings
              tableId={tableId}
              columns={columns
                .filter((column) => !column.fixedVisible)
                .map((column) => ({ key: column.key, title: column.title as ReactNode }))}
            />
          </Space>
        </div>
        {batchActions && selected.keys.length > 0 ? (
          <Alert
            style={{ margin: '4px 0 8px', padding: '4px 12px' }}
            type="info"
            title={
              <Space size={16} wrap>
                <span>{t('resource.selected', { count: selected.keys.length })}</span>
                <Typography.Link onClick={clear}>{t('resource.clearSelection')}</Typography.Link>
                {batchActions(selected.rows, clear, list.state.filters)}
              </Space>
            }
          />
        ) : null}
        <Table<TRow>
          size="middle"
          rowKey={rowKey as string}
          columns={shownColumns}
          dataSource={list.rows}
          loading={list.query.isFetching && (list.query.isPlaceholderData || !list.query.data)}
          onChange={onChange}
          scroll={{ x: props.scrollX ?? 'max-content' }}
          rowSelection={
            batchActions
              ? {
                  selectedRowKeys: selected.keys,
                  preserveSelectedRowKeys: true,
                  onChange: (keys, rows) => setSelected({ keys, rows }),
                }
              : undefined
          }
          pagination={{
            current: list.state.currentPage,
            pageSize: list.state.pageSize,
            total: list.total,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('resource.total', { total }),
          }}
        />
      </Card>
    </Space>
  );
}
