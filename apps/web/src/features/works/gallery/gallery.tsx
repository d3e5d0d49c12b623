import { WORK_TYPE_LABELS, WORKS_SORTS, type TWorksSort } from '@haoduo/contract';
import { Button, Empty, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../../shared/ui/tab-bar';
import { useTags } from '../api/get-tags';
import { useWorksIndex, type TWorksIndexFilter } from '../api/get-works-index';
import styles from './gallery.module.css';
import { InfiniteSentinel } from './infinite-sentinel';
import { WorksGrid } from './works-grid';

const SORT_TEXT = {
  recommend: 'works.gallery.sortRecommend',
  newest: 'works.gallery.sortNewest',
  popular: 'works.gallery.sortPopular',
} as const;

interface TGalleryProps {
  filter: TWorksIndexFilter;
  onChange: (filter: TWorksIndexFilter) => void;
}

/** 作品广场: tabs by type, order, tag, the search keyword, and cards loaded while scrolling. */
export function Gallery({ filter, onChange }: TGalleryProps) {
  const { t } = useTranslation();
  const tags = useTags();
  const works = useWorksIndex(filter);
  const list = works.data?.pages.flatMap((page) => page.list) ?? [];
  const set = (patch: Partial<TWorksIndexFilter>) => onChange({ ...filter, ...patch });

  return (
    <div className={styles.gallery}>
      <TabBar
        activeKey={String(filter.type ?? 'all')}
        onChange={(key) => set({ type: key === 'all' ? undefined : Number(key) })}
        items={[
          { key: 'all', label: t('works.gallery.allTypes') },
          ...Object.entries(WORK_TYPE_LABELS).map(([key, label]) => ({ key, label })),
        ]}
      />
      <div className={styles.bar}>
        <Segmented<TWorksSort>
          size="large"
          aria-label={t('works.gallery.sortLabel')}
          value={filter.sort}
          onChange={(sort) => set({ sort })}
          options={WORKS_SORTS.map((sort) => ({ value: sort, label: t(SORT_TEXT[sort]) }))}
        />
        {tags.data && tags.data.length > 0 ? (
          // A native list (the tags are few): antd's Select would add its virtual list and
          // popup code to the page's first load.
          <select
            className={styles.tag}
            aria-label={t('works.gallery.tagLabel')}
            value={filter.tagId ?? 'all'}
            onChange={(event) => {
              const value = event.currentTarget.value;
              set({ tagId: value === 'all' ? undefined : Number(value) });
            }}
          >
            <option value="all">{t('works.gallery.allTags')}</option>
            {tags.data.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        ) : null}
        {filter.keyword ? (
          <span className={styles.search}>
            {t('works.gallery.searchResult', { keyword: filter.keyword })}
            <Button type="link" onClick={() => set({ keyword: undefined })}>
              {t('works.gallery.clearSearch')}
            </Button>
          </span>
        ) : null}
      </div>
      {works.isPending ? (
        <div className={`${styles.center} ${styles.pending}`}>
          <Spin size="large" />
        </div>
      ) : list.length === 0 ? (
        <Empty className={styles.center} description={t('works.gallery.empty')} />
      ) : (
        <>
          {/* Between the page's h1 and the cards' h3: keeps the heading outline in order. */}
          <h2 className={styles.listHeading}>{t('works.gallery.listHeading')}</h2>
          <WorksGrid works={list} firstView />
          <InfiniteSentinel
            active={works.hasNextPage && !works.isFetchingNextPage}
            onVisible={() => void works.fetchNextPage()}
          />
          <div className={styles.more}>
            {works.isFetchingNextPage ? (
              <span>{t('works.gallery.loadingMore')}</span>
            ) : works.hasNextPage ? (
              <Button size="large" onClick={() => void works.fetchNextPage()}>
                {t('works.gallery.loadMore')}
              </Button>
            ) : (
              <span>{t('works.gallery.noMore')}</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
