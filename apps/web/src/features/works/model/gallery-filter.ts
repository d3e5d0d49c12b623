import { WORKS_SORTS, type TWorksSort } from '@haoduo/contract';
import type { TWorksIndexFilter } from '../api/get-works-index';

const isSort = (value: string | null): value is TWorksSort =>
  (WORKS_SORTS as readonly (string | null)[]).includes(value);

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The gallery's filter in the address (?keyword= comes from the header's search box). */
export function galleryFilterOf(params: URLSearchParams): TWorksIndexFilter {
  const sort = params.get('sort');
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    type: positive(params.get('type')),
    tagId: positive(params.get('tagId')),
    sort: isSort(sort) ? sort : 'recommend',
  };
}

/** The address's query for a filter (the default order is left out). */
export function gallerySearchOf(filter: TWorksIndexFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.keyword) search.set('keyword', filter.keyword);
  if (filter.type) search.set('type', String(filter.type));
  if (filter.tagId) search.set('tagId', String(filter.tagId));
  if (filter.sort !== 'recommend') search.set('sort', filter.sort);
  return search;
}
