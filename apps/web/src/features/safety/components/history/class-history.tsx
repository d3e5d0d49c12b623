import { ArrowLeftOutlined } from '@ant-design/icons';
import { SAFETY_HISTORY_FLAGS, type TSafetyHistoryFlag } from '@haoduo/contract';
import { Skeleton } from 'antd';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { Empty } from '../../../../shared/ui/empty';
import { Pagination } from '../../../../shared/ui/pagination';
import { useClassHistory } from '../../api/history';
import { usePupilControls } from '../../api/pupil-controls';
import { classPagePath } from '../../paths';
import styles from './class-history.module.css';
import { HistoryEntry } from './history-entry';
import { HistoryFilters, type THistoryFilterValues } from './history-filters';
import { PupilControls } from './pupil-controls';

const PAGE_SIZE = 20;

function flagOf(value: string | null): TSafetyHistoryFlag {
  return (SAFETY_HISTORY_FLAGS as readonly string[]).includes(value ?? '')
    ? (value as TSafetyHistoryFlag)
    : 'all';
}

/**
 * A class's whole AI history for its teachers: every prompt, answer, result and refusal per
 * pupil, filtered by pupil, tool, flag and dates, a page at a time from the server; pausing
 * or locking a pupil or the class beside it.
 */
export function ClassHistory({ classId, className }: { classId: number; className: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppStore(viewerKey);
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<THistoryFilterValues>(() => ({
    studentId: Number(search.get('studentId')) || undefined,
    flag: flagOf(search.get('flag')),
  }));
  const [currentPage, setCurrentPage] = useState(1);
  const history = useClassHistory(viewer, classId, {
    ...filters,
    currentPage,
    pageSize: PAGE_SIZE,
  });
  const pupils = usePupilControls(viewer, classId);
  const rows = history.data?.list ?? [];

  return (
    <div className={styles.page}>
      <Button
        type="link"
        className={styles.back}
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={() => navigate(classPagePath(classId))}
      >
        {t('safety.backToClass')}
      </Button>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('safety.history.title')}</h2>
        <p className={styles.subtitle}>{t('safety.history.subtitle', { className })}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <HistoryFilters
            value={filters}
            pupils={pupils.data ?? []}
            onChange={(next) => {
              setFilters(next);
              setCurrentPage(1);
            }}
          />
          <div className={styles.count} role="status">
            {history.data ? t('safety.history.total', { count: history.data.total }) : null}
          </div>
          {history.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : rows.length === 0 ? (
            <Empty description={t('safety.history.empty')} />
          ) : (
            <ol
              className={styles.list}
              aria-busy={history.isFetching}
              aria-label={t('safety.history.title')}
            >
              {rows.map((item) => (
                <HistoryEntry key={item.id} item={item} />
              ))}
            </ol>
          )}
          <Pagination
            className={styles.pager}
            current={currentPage}
            pageSize={PAGE_SIZE}
            total={history.data?.total ?? 0}
            onChange={setCurrentPage}
            hideOnSinglePage
          />
        </div>
        <aside className={styles.side} aria-label={t('safety.history.controlsTitle')}>
          <PupilControls classId={classId} highlight={filters.studentId} />
        </aside>
      </div>
    </div>
  );
}
