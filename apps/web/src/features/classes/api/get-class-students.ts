import type { TPage, TStudentRow } from '@haoduo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TClassStudentsQuery {
  classId: number;
  keyword?: string;
  status?: number;
  currentPage: number;
  pageSize: number;
}

/** GET student/custom/class-list: the pupils of a class (paged; keyword: name or login name). */
export function getClassStudents(query: TClassStudentsQuery): Promise<TPage<TStudentRow>> {
  return api.get<TPage<TStudentRow>>('/api/v1/works-service/student/custom/class-list', {
    ...query,
    keyword: query.keyword?.trim() || undefined,
  });
}

export function classStudentsQuery(viewer: string, query: TClassStudentsQuery) {
  return queryOptions({
    queryKey: [CLASSES_KEY, 'students', viewer, query],
    queryFn: () => getClassStudents(query),
    placeholderData: keepPreviousData,
  });
}

export function useClassStudents(viewer: string, query: TClassStudentsQuery) {
  return useQuery(classStudentsQuery(viewer, query));
}
