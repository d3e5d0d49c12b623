import { workEndpoints, WorksStatus, type TOutputOf } from '@haoduo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

/** GET works/custom/student-works-list with status=1: my classes' works waiting for review. */
export function getReviewQueue(
  currentPage: number,
  pageSize: number,
): Promise<TOutputOf<typeof workEndpoints.studentWorksList>> {
  return api.call(workEndpoints.studentWorksList, {
    status: WorksStatus.SUBMITTED,
    currentPage,
    pageSize,
  });
}

export function reviewQueueQuery(viewer: string, currentPage: number, pageSize: number) {
  return queryOptions({
    queryKey: [WORKS_KEY, 'review', viewer, currentPage, pageSize],
    queryFn: () => getReviewQueue(currentPage, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(viewer: string, currentPage: number, pageSize = 6) {
  return useQuery(reviewQueueQuery(viewer, currentPage, pageSize));
}
