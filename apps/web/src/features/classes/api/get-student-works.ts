import {
  ApiError,
  Paging,
  workEndpoints,
  type TPage,
  type TStudentWorksItem,
} from '@haoduo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, onApiError } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TStudentWorksQuery {
  worksClassId?: number;
  type?: number;
  auditStatus?: number;
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

const EMPTY: TPage<TStudentWorksItem> = {
  list: [],
  total: 0,
  currentPage: Paging.DEFAULT_CURRENT_PAGE,
  pageSize: Paging.DEFAULT_PAGE_SIZE,
};

/**
 * works/custom/student-works-list: the works of the teacher's pupils, filterable by
 * class, type, review state and keyword. Until the works service answers it (404), the
 * list is empty rather than an error.
 */
export async function getStudentWorks(
  query: TStudentWorksQuery,
): Promise<TPage<TStudentWorksItem>> {
  try {
    return await api.call(
      workEndpoints.studentWorksList,
      { ...query, keyword: query.keyword?.trim() || undefined },
      { silent: true },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY;
    if (error instanceof ApiError) onApiError(error);
    throw error;
  }
}

export function studentWorksQuery(viewer: string, query: TStudentWorksQuery) {
  return queryOptions({
    queryKey: [CLASSES_KEY, 'student-works', viewer, query],
    queryFn: () => getStudentWorks(query),
    placeholderData: keepPreviousData,
  });
}

export function useStudentWorks(viewer: string, query: TStudentWorksQuery) {
  return useQuery(studentWorksQuery(viewer, query));
}
