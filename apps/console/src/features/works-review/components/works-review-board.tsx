import { Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useWorksList, type TWorksListKind } from '../api/works-review-api';
import {
  DEFAULT_WORKS_FILTERS,
  DEFAULT_WORKS_PAGE_SIZE,
  WORKS_PAGE_SIZES,
  worksQueryOf,
  type TWorksFilterValues,
} from '../model/works-filters';
import { useWorksActions } from './use-works-actions';
import { WorksCard } from './works-card';
import { WorksFilterBar } from './works-filter-bar';
import styles from './works-review.module.css';
import { useTranslation } from 'react-i18next';

interface TWorksReviewBoardProps {
  kind: TWorksListKind;
  /** The export button of the page, given the filters applied. */
  toolbar?: (filters: TWorksFilterValues) => React.ReactNode;
  initialFilters?: TWorksFilterValues;
}

/** One works list of the review page: the filters, the card grid with large covers, paging. */
export function WorksReviewBoard({
  kind,
  toolbar,
  initialFilters = DEFAULT_WORKS_FILTERS,
}: TWorksReviewBoardProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TWorksFilterValues>(initialFilters);
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_WORKS_PAGE_SIZE });
  const list = useWorksList(kind, worksQueryOf(filters, page));
  const { run, busyId, dialogs } = useWorksActions();
  const rows = list.data?.list ?? [];

  return (
    <Flex vertical gap={12}>
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <WorksFilterBar
          value={filters}
          onSearch={(next) => {
            setFilters(next);
            setPage((current) => ({ ...current, currentPage: 1 }));
          }}
          onReset={() => {
            setFilters(initialFilters);
            setPage((current) => ({ ...current, currentPage: 1 }));
          }}
        />
      </Card>
      <Card
        size="small"
        title={
          <Typography.Text>
            {t('works.totalBefore')}{' '}
            <Typography.Text strong>{list.data?.total ?? 0}</Typography.Text>{' '}
            {t('works.totalAfter')}
          </Typography.Text>
        }
        extra={toolbar?.(filters)}
      >
        <Spin spinning={list.isFetching && !list.isLoading}>
          {list.isLoading ? (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          ) : rows.length === 0 ? (
            <Empty description={t('works.noMatch')} />
          ) : (
            <div className={styles.grid} role="list" aria-label={t('works.list')}>
              {rows.map((work) => (
                <div role="listitem" key={work.id}>
                  <WorksCard work={work} busy={busyId === work.id} onAction={run} />
                </div>
              ))}
            </div>
          )}
        </Spin>
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={page.currentPage}
          pageSize={page.pageSize}
          total={list.data?.total ?? 0}
          pageSizeOptions={WORKS_PAGE_SIZES.map(String)}
          showSizeChanger
          showQuickJumper
          showTotal={(total, [from, to]) => t('works.range', { from, to, total })}
          onChange={(currentPage, pageSize) =>
            setPage((current) => ({
              currentPage: pageSize !== current.pageSize ? 1 : currentPage,
              pageSize,
            }))
          }
        />
      </Card>
      {dialogs}
    </Flex>
  );
}
