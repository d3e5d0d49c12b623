import { classEndpoints, type TClassListQuery } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Every query of this feature starts with this key, so a change refreshes them all. */
export const CLASSES_KEY = 'classes';

/**
 * course-class/custom/get-class-list: a student's classes (every school), or the classes a
 * teacher teaches in the active school. Filters: aiToolType, platformSemesterId, schoolId.
 */
export function getClassList(query: TClassListQuery = {}) {
  return api.call(classEndpoints.list, { ...query });
}

export function classListQuery(viewer: string, query: TClassListQuery = {}) {
  return queryOptions(api.query(classEndpoints.list, { ...query }, [CLASSES_KEY, 'list', viewer]));
}

export function useClassList(viewer: string, query: TClassListQuery = {}, enabled = true) {
  return useQuery({ ...classListQuery(viewer, query), enabled });
}
