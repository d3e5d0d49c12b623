import { AUDIT_STATUS_LABELS, WORK_TYPE_LABELS, type TStudentWorksItem } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../shared/i18n/dayjs';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { readerPath, RevokeWorkButton, workPath, WorkStateTag } from '../../works';
import { useClassList } from '../api/get-class-list';
import { useStudentWorks, type TStudentWorksQuery } from '../api/get-student-works';
import { DataTable, type TDataColumn } from '../../../shared/ui/data-table';
import { Empty } from '../../../shared/ui/empty';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { Pagination } from '../../../shared/ui/pagination';
import { SearchInput } from '../../../shared/ui/search-input';
import { Select } from '../../../shared/ui/select';
import styles from './student-works-panel.module.css';

const CoverPreviewDialog = lazyDialog(() =>
  import('./cover-preview-dialog').then((module) => module.CoverPreviewDialog),
);

type TAll = 'all';
const fromAll = (value: number | TAll) => (value === 'all' ? undefined : value);

/** 学员作品: the works of the teacher's pupils, by class, type, review state and keyword. */
export function StudentWorksPanel() {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const classes = useClassList(viewer);
  const [query, setQuery] = useState<TStudentWorksQuery>({ currentPage: 1, pageSize: 10 });
  const works = useStudentWorks(viewer, query);
  const filter = (values: Partial<TStudentWorksQuery>) =>
    setQuery((q) => ({ ...q, ...values, currentPage: 1 }));

  const [preview, setPreview] = useState<{ name: string; src: string } | null>(null);

  const columns: TDataColumn<TStudentWorksItem>[] = [
    {
      title: t('studentWorks.cover'),
      key: 'cover',
      width: 88,
      render: (row) => {
        const thumb = row.coverThumbUrl ?? row.worksCoverPic;
        if (!thumb) return <div className={styles.noCover} />;
        const full = row.worksCoverPic;
        if (!full) return <img className={styles.cover} src={thumb} alt={row.worksName} />;
        const label = t('studentWorks.coverOf', { name: row.worksName });
        return (
          <button
            type="button"
            className={styles.coverButton}
            aria-label={label}
            title={label}
            onClick={() => setPreview({ name: row.worksName, src: full })}
          >
            <img className={styles.cover} src={thumb} alt="" />
          </button>
        );
      },
    },
    {
      title: t('studentWorks.name'),
      key: 'name',
      // Opens the work where its readers see it (a picture book in the reader), in a new tab.
      render: (row) => (
        <a
          href={row.type === 1 ? readerPath(row.id) : workPath(row)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {row.worksName}
        </a>
      ),
    },
    {
      title: t('studentWorks.author'),
      key: 'author',
      render: (row) => row.authorName ?? row.worksAuthor,
    },
    { title: t('studentWorks.className'), key: 'className', render: (row) => row.className },
    {
      title: t('studentWorks.type'),
      key: 'type',
      render: (row) => WORK_TYPE_LABELS[row.type as keyof typeof WORK_TYPE_LABELS] ?? '',
    },
    {
      title: t('studentWorks.state'),
      key: 'state',
      // One state per work (草稿, 待审核, 已发布, 未通过, 已下架), from its status and review.
      render: (row) => <WorkStateTag work={row} />,
    },
    {
      title: t('studentWorks.updatedAt'),
      key: 'updatedAt',
      wideOnly: true,
      render: (row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('works.review.actions'),
      key: 'actions',
      render: (row) => <RevokeWorkButton work={row} />,
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="student-works-all">
      <h2 id="student-works-all" className={styles.title}>
        {t('studentWorks.all')}
      </h2>
      <div className={styles.filters}>
        <Select<number | TAll>
          size="large"
          className={styles.filter}
          aria-label={t('studentWorks.className')}
          value={query.worksClassId ?? 'all'}
          onChange={(value) => filter({ worksClassId: fromAll(value) })}
          options={[
            { value: 'all', label: t('studentWorks.allClasses') },
            ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.courseClassName })),
          ]}
        />
        <Select<number | TAll>
          size="large"
          className={styles.filter}
          aria-label={t('studentWorks.type')}
          value={query.type ?? 'all'}
          onChange={(value) => filter({ type: fromAll(value) })}
          options={[
            { value: 'all', label: t('studentWorks.allTypes') },
            ...Object.entries(WORK_TYPE_LABELS).map(([value, label]) => ({
              value: Number(value),
              label,
            })),
          ]}
        />
        <Select<number | TAll>
          size="large"
          className={styles.filter}
          aria-label={t('studentWorks.audit')}
          value={query.auditStatus ?? 'all'}
          onChange={(value) => filter({ auditStatus: fromAll(value) })}
          options={[
            { value: 'all', label: t('studentWorks.allAudits') },
            ...Object.entries(AUDIT_STATUS_LABELS).map(([value, label]) => ({
              value: Number(value),
              label,
            })),
          ]}
        />
        <SearchInput
          size="large"
          className={styles.search}
          placeholder={t('studentWorks.searchPlaceholder')}
          onSearch={(value) => filter({ keyword: value.trim() || undefined })}
        />
      </div>
      <DataTable<TStudentWorksItem>
        aria-labelledby="student-works-all"
        rowKey={(row) => row.id}
        columns={columns}
        rows={works.data?.list ?? []}
        loading={works.isFetching}
        empty={<Empty description={t('studentWorks.empty')} />}
      />
      <Pagination
        className={styles.pagination}
        current={query.currentPage}
        pageSize={query.pageSize}
        total={works.data?.total ?? 0}
        hideOnSinglePage
        onChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
      />
      <CoverPreviewDialog
        open={preview !== null}
        name={preview?.name ?? ''}
        src={preview?.src ?? ''}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
