import type { TClassListItem, TClassListQuery } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Every query of this feature starts with this key, so a change refreshes them all. */
export const CLASSES_KEY = 'classes';

/**
 * GET course-class/custom/get-class-list: a student's classes (every school), or the
 * classes a teacher teaches in the active school. Filters: aiToolType, platformSemesterId,
 * schoolId.
 */
export function getClassList(query: TClassListQuery = {}): Promise<TClassListItem[]> {
  return api.get<TClassListItem[]>('/api/v1/works-service/course-class/custom/get-class-list', {
    ...query,
  });
}

export function classListQuery(viewer: string, query: TClassListQuery = {}) {
  return queryOptions({
    queryKey: [CLASSES_KEY, 'list', viewer, query],
    queryFn: () => getClassList(query),
  });
}

export function useClassList(viewer: string, query: TClassListQuery = {}, enabled = true) {
  return useQuery({ ...classListQuery(viewer, query), enabled });
}
