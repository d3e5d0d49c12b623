import {
  AUDIT_STATUS_LABELS,
  WORK_TYPE_LABELS,
  WORKS_STATUS_LABELS,
  type TStudentWorksItem,
} from '@haoduo/contract';
import { Empty, Image, Input, Table, Tag, type TableProps } from 'antd';
import { dayjs } from '../../../shared/i18n/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { readerPath, workPath } from '../../works';
import { useClassList } from '../api/get-class-list';
import { useStudentWorks, type TStudentWorksQuery } from '../api/get-student-works';
import styles from './student-works-panel.module.css';
import { Select } from '../../../shared/ui/select';

const AUDIT_COLORS: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };
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

  const columns: TableProps<TStudentWorksItem>['columns'] = [
    {
      title: t('studentWorks.cover'),
      key: 'cover',
      width: 88,
      render: (_v, row) =>
        row.coverThumbUrl || row.worksCoverPic ? (
          <Image
            width={64}
            height={64}
            style={{ objectFit: 'cover', borderRadius: 6 }}
            src={row.coverThumbUrl ?? row.worksCoverPic ?? undefined}
            preview={row.worksCoverPic ? { src: row.worksCoverPic } : false}
            alt={row.worksName}
          />
        ) : (
          <div className={styles.noCover} />
        ),
    },
    {
      title: t('studentWorks.name'),
      dataIndex: 'worksName',
      key: 'name',
      // Opens the work where its readers see it (a picture book in the reader), in a new tab.
      render: (name: string, row) => (
        <a
          href={row.type === 1 ? readerPath(row.id) : workPath(row)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {name}
        </a>
      ),
    },
    {
      title: t('studentWorks.author'),
      key: 'author',
      render: (_v, row) => row.authorName ?? row.worksAuthor,
    },
    { title: t('studentWorks.className'), dataIndex: 'className', key: 'className' },
    {
      title: t('studentWorks.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: number) => WORK_TYPE_LABELS[type as keyof typeof WORK_TYPE_LABELS] ?? '',
    },
    {
      title: t('studentWorks.state'),
      key: 'state',
      render: (_v, row) => (
        <span className={styles.tags}>
          <Tag variant="filled">{WORKS_STATUS_LABELS[row.status] ?? ''}</Tag>
          <Tag variant="filled" color={AUDIT_COLORS[row.auditStatus]}>
            {AUDIT_STATUS_LABELS[row.auditStatus] ?? ''}
          </Tag>
        </span>
      ),
    },
    {
      title: t('studentWorks.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      responsive: ['lg'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
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
        <Input.Search
          size="large"
          className={styles.search}
          allowClear
          placeholder={t('studentWorks.searchPlaceholder')}
          aria-label={t('studentWorks.searchPlaceholder')}
          onSearch={(value) => filter({ keyword: value.trim() || undefined })}
        />
      </div>
      <Table<TStudentWorksItem>
        rowKey="id"
        columns={columns}
        dataSource={works.data?.list ?? []}
        loading={works.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty description={t('studentWorks.empty')} />,
        }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total: works.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize })),
        }}
      />
    </section>
  );
}
