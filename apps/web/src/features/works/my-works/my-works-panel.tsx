import { PlusOutlined } from '@ant-design/icons';
import { WORKS_KINDS, type TMyWorksItem, type TWorksKind } from '@haoduo/contract';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { Empty } from '../../../shared/ui/empty';
import { feedback } from '../../../shared/ui/feedback';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { Pagination } from '../../../shared/ui/pagination';
import { Segmented } from '../../../shared/ui/segmented';
import { useAddBook } from '../api/add-book';
import { useCopyWork } from '../api/copy-work';
import { useDeleteWork } from '../api/delete-work';
import { useMyWorks, type TMyWorksQuery } from '../api/get-my-works';
import { useUpdateWorkStatus, type TUpdateStatus } from '../api/update-work-status';
import { KIND_FILTERS } from '../model/work-kinds';
import { editorPath } from '../model/work-links';
import filterStyles from './my-works-filter.module.css';
import { MyWorkItem } from './my-work-item';
import styles from './my-works.module.css';
import { Select } from '../../../shared/ui/select';

type TAll = 'all';

/** The states a pupil filters by (a rejected work is a draft with its teacher's reason). */
const STATUS_FILTERS = [
  [0, 'draft'],
  [1, 'pending'],
  [2, 'published'],
  [3, 'offline'],
] as const;

const kindParam = (value: string | null): TWorksKind | undefined =>
  WORKS_KINDS.find((kind) => kind === value);

// Deleting is rare: the dialog (antd's Modal) loads when it is first asked.
const MyWorkDeleteDialog = lazyDialog(
  () => import('./my-work-delete-dialog').then((m) => m.MyWorkDeleteDialog),
  (props) => props.work !== null,
);

/**
 * 我的作品: everything I made (books, and every AI result, kept by itself) by kind and state,
 * a new picture book, and what each work allows (sharing one is my choice).
 */
export function MyWorksPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppStore(viewerKey);
  // The studio opens my works on the kind of what was just made (?kind=music).
  const [search] = useSearchParams();
  const [query, setQuery] = useState<TMyWorksQuery>(() => ({
    currentPage: 1,
    pageSize: 12,
    kind: kindParam(search.get('kind')),
  }));
  const works = useMyWorks(viewer, query);
  const addBook = useAddBook();
  const copy = useCopyWork();
  const remove = useDeleteWork();
  const status = useUpdateWorkStatus();
  const [toDelete, setToDelete] = useState<TMyWorksItem | null>(null);
  const busy = copy.isPending || remove.isPending || status.isPending;
  const filter = (patch: Partial<TMyWorksQuery>) =>
    setQuery((q) => ({ ...q, ...patch, currentPage: 1 }));

  const create = async () => {
    const { id } = await addBook.mutateAsync(t('works.my.untitled'));
    void navigate(editorPath(id));
  };

  const actions = {
    busy,
    onCopy: (work: TMyWorksItem) =>
      copy.mutate(work.id, {
        onSuccess: () => void feedback().message.success(t('works.my.copied')),
      }),
    onDelete: setToDelete,
    onStatus: (work: TMyWorksItem, next: TUpdateStatus['status']) =>
      status.mutate(
        { id: work.id, status: next },
        {
          onSuccess: () =>
            void feedback().message.success(
              t(next === 1 ? 'works.my.shared' : 'works.my.withdrawn'),
            ),
        },
      ),
  };

  const list = works.data?.list ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Button
          type="primary"
          size="large"
          icon={<PlusOutlined />}
          loading={addBook.isPending}
          onClick={() => void create()}
        >
          {t('works.my.newBook')}
        </Button>
        <Select<number | TAll>
          size="large"
          className={styles.filter}
          aria-label={t('works.my.statusLabel')}
          value={query.status ?? 'all'}
          onChange={(value) => filter({ status: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('works.my.allStatus') },
            ...STATUS_FILTERS.map(([value, state]) => ({
              value,
              label: t(`works.state.${state}`),
            })),
          ]}
        />
      </div>
      <Segmented<TWorksKind | TAll>
        aria-label={t('works.my.kindLabel')}
        className={filterStyles.kinds}
        value={query.kind ?? 'all'}
        onChange={(value) => filter({ kind: value === 'all' ? undefined : value })}
        options={KIND_FILTERS.map((kind) => ({ value: kind, label: t(`works.kind.${kind}`) }))}
      />
      {works.isPending ? (
        <div className={styles.center}>
          <Spin size="large" />
        </div>
      ) : list.length === 0 ? (
        <Empty className={styles.center} description={t('works.my.empty')} />
      ) : (
        <div className={styles.list}>
          {list.map((work) => (
            <MyWorkItem key={work.id} work={work} actions={actions} />
          ))}
        </div>
      )}
      <Pagination
        className={styles.pager}
        current={query.currentPage}
        pageSize={query.pageSize}
        total={works.data?.total ?? 0}
        hideOnSinglePage
        onChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
      />
      <MyWorkDeleteDialog
        work={toDelete}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onDelete={(work) =>
          remove.mutate(work.id, {
            onSuccess: () => {
              setToDelete(null);
              void feedback().message.success(t('works.my.deleted'));
            },
          })
        }
      />
    </div>
  );
}
