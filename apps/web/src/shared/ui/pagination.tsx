import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './pagination.module.css';

interface TPaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Shows nothing when everything fits on one page. */
  hideOnSinglePage?: boolean;
  className?: string;
}

/** The pages to offer: the first, the last, two either side of the current one, gaps as null. */
export function pageItems(current: number, pages: number): Array<number | null> {
  const items: Array<number | null> = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page === 1 || page === pages || Math.abs(page - current) <= 2) items.push(page);
    else if (items.at(-1) !== null) items.push(null);
  }
  return items;
}

/**
 * antd's Pagination (32 px page buttons, the current one outlined in the primary colour)
 * without antd's Pagination, whose page-size changer brings antd's Select. Page buttons only:
 * no size changer, no quick jumper.
 */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  hideOnSinglePage,
  className,
}: TPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideOnSinglePage && pages <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  return (
    <nav className={cx(styles.pagination, className)} aria-label={t('common.pagination')}>
      <button
        type="button"
        className={styles.item}
        aria-label={t('common.prevPage')}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <LeftOutlined aria-hidden />
      </button>
      {pageItems(current, pages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden>
            •••
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={cx(styles.item, page === current && styles.active)}
            aria-label={t('common.page', { page })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => go(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.item}
        aria-label={t('common.nextPage')}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        <RightOutlined aria-hidden />
      </button>
    </nav>
  );
}
