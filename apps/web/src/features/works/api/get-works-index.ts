import { workEndpoints, type TOutputOf, type TWorksSort } from '@haoduo/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

export interface TWorksIndexFilter {
  keyword?: string;
  type?: number;
  tagId?: number;
  sort: TWorksSort;
}

export const GALLERY_PAGE_SIZE = 12;

/** GET works/custom/works-index: the public gallery, one page. */
export function getWorksIndex(
  filter: TWorksIndexFilter,
  currentPage: number,
  pageSize = GALLERY_PAGE_SIZE,
): Promise<TOutputOf<typeof workEndpoints.worksIndex>> {
  return api.call(workEndpoints.worksIndex, {
    ...filter,
    keyword: filter.keyword?.trim() || undefined,
    currentPage,
    pageSize,
  });
}

export function worksIndexQuery(filter: TWorksIndexFilter, pageSize = GALLERY_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [WORKS_KEY, 'index', filter, pageSize],
    queryFn: ({ pageParam }) => getWorksIndex(filter, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.currentPage * last.pageSize < last.total ? last.currentPage + 1 : undefined,
  });
}

/** The gallery as pages loaded one after another (infinite scroll). */
export function useWorksIndex(filter: TWorksIndexFilter, pageSize = GALLERY_PAGE_SIZE) {
  return useInfiniteQuery(worksIndexQuery(filter, pageSize));
}
