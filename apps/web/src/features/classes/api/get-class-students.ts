import { studentEndpoints } from '@haoduo/contract';
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

const inputOf = (query: TClassStudentsQuery) => ({
  ...query,
  keyword: query.keyword?.trim() || undefined,
});

/** student/custom/class-list: the pupils of a class (paged; keyword: name or login name). */
export function getClassStudents(query: TClassStudentsQuery) {
  return api.call(studentEndpoints.classList, inputOf(query));
}

export function classStudentsQuery(viewer: string, query: TClassStudentsQuery) {
  return queryOptions({
    ...api.query(studentEndpoints.classList, inputOf(query), [CLASSES_KEY, 'students', viewer]),
    placeholderData: keepPreviousData,
  });
}

export function useClassStudents(viewer: string, query: TClassStudentsQuery) {
  return useQuery(classStudentsQuery(viewer, query));
}
