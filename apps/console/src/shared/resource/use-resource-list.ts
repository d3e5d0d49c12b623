import type { TEndpointDefinition, TInputOf, TOutputOf, TPage } from '@haoduo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../api';

/** The row type of a paged list call. */
export type TRowOf<TEndpoint extends TEndpointDefinition> =
  TOutputOf<TEndpoint> extends TPage<infer TRow> ? TRow : never;

export type TSortOrder = 'asc' | 'desc';

export interface TListState {
  currentPage: number;
  pageSize: number;
  filters: Record<string, unknown>;
  sort?: { field: string; order: TSortOrder };
}

export interface TUseResourceListOptions {
  /** The feature's query key prefix, so its writes can refresh every list of it. */
  queryKey: readonly unknown[];
  /** Query fields every request carries (the class of a class's pupils). */
  fixedQuery?: Record<string, unknown>;
  /** Filters in force before the first search. */
  initialFilters?: Record<string, unknown>;
  pageSize?: number;
  /**
   * The query fields of a sort; default the back office's `{ orderBy, orderDirection }`.
   * Calls whose query has no sort fields ignore them (the server ignores unknown fields).
   */
  sortQuery?: (field: string, order: TSortOrder) => Record<string, unknown>;
}

export const DEFAULT_PAGE_SIZE = 20;

const defaultSortQuery = (field: string, order: TSortOrder) => ({
  orderBy: field,
  orderDirection: order,
});

/** The request of a list state: paging, filters, sort and the fixed fields. */
export function listQuery(state: TListState, options: TUseResourceListOptions) {
  const sort = state.sort
    ? (options.sortQuery ?? defaultSortQuery)(state.sort.field, state.sort.order)
    : {};
  return {
    ...state.filters,
    ...sort,
    ...options.fixedQuery,
    currentPage: state.currentPage,
    pageSize: state.pageSize,
  };
}

/**
 * A paged list call driven by a table: the filters, page and sort in state, the request made
 * from them, the previous page kept on screen while the next one loads.
 */
export function useResourceList<TEndpoint extends TEndpointDefinition>(
  endpoint: TEndpoint,
  options: TUseResourceListOptions,
) {
  const [state, setState] = useState<TListState>({
    currentPage: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    filters: options.initialFilters ?? {},
  });
  const input = listQuery(state, options) as TInputOf<TEndpoint>;
  const query = useQuery({
    ...apiClient.query(endpoint, input, options.queryKey),
    placeholderData: keepPreviousData,
    // A page seen before shows at once and is asked for again: rows change under reviewers.
    staleTime: 0,
  });
  const page = query.data as TPage<TRowOf<TEndpoint>> | undefined;
  return {
    state,
    query,
    rows: page?.list ?? [],
    total: page?.total ?? 0,
    search: (filters: Record<string, unknown>) =>
      setState((s) => ({ ...s, filters, currentPage: 1 })),
    setPage: (currentPage: number, pageSize: number) =>
      setState((s) => ({
        ...s,
        currentPage: pageSize === s.pageSize ? currentPage : 1,
        pageSize,
      })),
    setSort: (sort: TListState['sort']) => setState((s) => ({ ...s, sort, currentPage: 1 })),
  };
}
