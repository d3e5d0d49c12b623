import type { TSemesterItem } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET platform-semester/query-list: the platform semesters with the currentSemester flag. */
export function getSemesters(): Promise<TSemesterItem[]> {
  return api.get<TSemesterItem[]>('/api/v1/works-service/platform-semester/query-list');
}

export function semestersQuery() {
  return queryOptions({
    queryKey: ['semesters'],
    queryFn: getSemesters,
    staleTime: 10 * 60_000,
  });
}

export function useSemesters(enabled = true) {
  return useQuery({ ...semestersQuery(), enabled });
}
