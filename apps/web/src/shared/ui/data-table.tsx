import type { Key, ReactNode } from 'react';
import { cx } from './cx';
import styles from './data-table.module.css';

export interface TDataColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Pixels. */
  width?: number;
  /** Hidden on screens narrower than antd's lg breakpoint (992 px). */
  wideOnly?: boolean;
}

interface TDataTableProps<T> {
  columns: readonly TDataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Fetching: the rows dim and the table says it is busy. */
  loading?: boolean;
  /** Shown across the table when there are no rows (and nothing is loading). */
  empty: ReactNode;
  /** The table's accessible name. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A read-only table in antd's Table look (grey header, rows divided by hairlines, a light
 * hover) without antd's Table, which brings its filter tree, Select, Checkbox and virtual
 * list. It scrolls sideways on narrow screens. Paging is the caller's (shared/ui/pagination).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  className,
  ...label
}: TDataTableProps<T>) {
  const column = (c: TDataColumn<T>) => cx(c.wideOnly && styles.wideOnly);
  return (
    <div className={cx(styles.scroll, className)}>
      <table className={cx(styles.table, loading && styles.loading)} aria-busy={loading} {...label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={column(c)} style={{ width: c.width }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {loading ? null : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={column(c)}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
