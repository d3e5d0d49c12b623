import { WORKS_SORTS, type TWorksSort } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Gallery, type TWorksIndexFilter } from '../../features/works';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from './works-square-page.module.css';

const isSort = (value: string | null): value is TWorksSort =>
  (WORKS_SORTS as readonly (string | null)[]).includes(value);

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the gallery's filter from the address (?keyword= comes from the header's search box). */
function filterOf(params: URLSearchParams): TWorksIndexFilter {
  const sort = params.get('sort');
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    type: positive(params.get('type')),
    tagId: positive(params.get('tagId')),
    sort: isSort(sort) ? sort : 'recommend',
  };
}

/** /worksSquare: the public gallery. */
export default function WorksSquarePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.worksSquare'));
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const onChange = (next: TWorksIndexFilter) => {
    const search = new URLSearchParams();
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.type) search.set('type', String(next.type));
    if (next.tagId) search.set('tagId', String(next.tagId));
    if (next.sort !== 'recommend') search.set('sort', next.sort);
    setParams(search, { replace: true });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('nav.worksSquare')}</h1>
      <Gallery filter={filter} onChange={onChange} />
    </div>
  );
}
