import type { TPage, TPageQuery } from '@haoduo/contract';

/** Offset and limit for a page request. */
export function pageWindow(query: TPageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize };
}

export function pageOf<T>(list: T[], total: number, query: TPageQuery): TPage<T> {
  return { list, total, currentPage: query.currentPage, pageSize: query.pageSize };
}
