import { courseAppEndpoints, type TLessonTool } from '@haoduo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COURSE_KEY } from './keys';

/** Published courses fit on one page: the list is a curriculum, not a feed. */
export const COURSE_PAGE_SIZE = 50;

/** What /aiCourse filters by. */
export interface TCourseFilter {
  grade?: number;
  tool?: TLessonTool;
}

/** GET course/app/page: published courses for a grade and a tool. */
export function coursesQuery(filter: TCourseFilter, pageSize = COURSE_PAGE_SIZE) {
  return queryOptions({
    ...api.query(
      courseAppEndpoints.page,
      {
        currentPage: 1,
        pageSize,
        ...(filter.grade ? { grade: filter.grade } : {}),
        ...(filter.tool ? { tool: filter.tool } : {}),
      },
      [COURSE_KEY],
    ),
    staleTime: 60_000,
  });
}

export function useCourses(filter: TCourseFilter) {
  return useQuery({ ...coursesQuery(filter), placeholderData: keepPreviousData });
}
