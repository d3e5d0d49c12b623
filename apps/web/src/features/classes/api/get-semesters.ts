import { semesterEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** platform-semester/query-list: the platform semesters with the currentSemester flag. */
export function getSemesters() {
  return api.call(semesterEndpoints.list);
}

export function semestersQuery() {
  return queryOptions({
    ...api.query(semesterEndpoints.list, undefined, ['semesters']),
    staleTime: 10 * 60_000,
  });
}

export function useSemesters(enabled = true) {
  return useQuery({ ...semestersQuery(), enabled });
}
