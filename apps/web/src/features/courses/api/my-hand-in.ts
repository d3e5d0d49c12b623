import { AccountType, weekScheduleEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { SCHEDULE_KEY } from './keys';

/**
 * GET check-works-class: for a lesson opened in a tool, the pupil's class it belongs to and
 * whether they have handed in. Signed-in pupils only.
 */
export function useLessonHandInOfMine(lessonId: number | undefined) {
  const viewer = useAppStore(viewerKey);
  const pupil = useAppStore((state) => state.accountType === AccountType.STUDENT);
  return useQuery({
    queryKey: [SCHEDULE_KEY, 'mine', viewer, lessonId],
    queryFn: ({ signal }) =>
      api.call(
        weekScheduleEndpoints.checkWorksClass,
        { lessonId: lessonId ?? 0 },
        { signal, silent: true },
      ),
    enabled: pupil && lessonId !== undefined,
    staleTime: 10_000,
    // A picture drawn for the lesson is kept by the server when it is done: asked again until
    // it counts, so the tool's page says so without a reload.
    refetchInterval: (query) => (query.state.data?.handedIn === false ? 10_000 : false),
  });
}
