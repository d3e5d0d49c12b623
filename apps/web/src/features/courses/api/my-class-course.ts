import { courseCustomEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { COURSE_KEY } from './keys';

/**
 * GET course/custom/my-class-course: the signed-in pupil's or teacher's classes that follow a
 * published course. Nothing is asked for a visitor.
 */
export function useMyClassCourses() {
  const viewer = useAppStore(viewerKey);
  const signedIn = useAppStore((state) => state.token !== null && !state.tourist);
  return useQuery({
    queryKey: [COURSE_KEY, 'mine', viewer],
    queryFn: ({ signal }) =>
      api.call(courseCustomEndpoints.myClassCourse, {}, { signal, silent: true }),
    enabled: signedIn,
    staleTime: 60_000,
  });
}
