import { courseAppEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { COURSE_KEY } from './keys';

/**
 * GET course/app/detail: a published course with its lessons. Silent: a course not found is
 * the page's own state. Keyed by viewer: a teacher of the course gets its teacher view.
 */
export function useCourse(id: number | undefined) {
  const viewer = useAppStore(viewerKey);
  return useQuery({
    queryKey: [COURSE_KEY, 'detail', id, viewer],
    queryFn: ({ signal }) =>
      api.call(courseAppEndpoints.detail, { id: id ?? 0 }, { signal, silent: true }),
    enabled: id !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * GET course-lesson/app/detail: a lesson's page. Keyed by viewer: teaching notes come only to
 * a teacher of a class following the course.
 */
export function useLesson(id: number | undefined) {
  const viewer = useAppStore(viewerKey);
  return useQuery({
    queryKey: [COURSE_KEY, 'lesson', id, viewer],
    queryFn: ({ signal }) =>
      api.call(courseAppEndpoints.lessonDetail, { id: id ?? 0 }, { signal, silent: true }),
    enabled: id !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
