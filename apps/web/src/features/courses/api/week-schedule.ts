import { AccountType, latestLessonEndpoints, weekScheduleEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { SCHEDULE_KEY } from './keys';

/** GET hy/get-latest-lesson: the pupil's class's lesson held now, or its next one. */
export function useLatestLesson(classId: number | undefined) {
  const viewer = useAppStore(viewerKey);
  return useQuery({
    queryKey: [SCHEDULE_KEY, 'latest', viewer, classId ?? 0],
    queryFn: ({ signal }) =>
      api.call(latestLessonEndpoints.getLatestLesson, classId ? { classId } : {}, {
        signal,
        silent: true,
      }),
    staleTime: 30_000,
  });
}

/** GET works-week-schedule: this week's lessons of the caller's classes, with hand-ins. */
export function useWeekSchedule() {
  const viewer = useAppStore(viewerKey);
  return useQuery({
    queryKey: [SCHEDULE_KEY, 'week', viewer],
    queryFn: ({ signal }) =>
      api.call(weekScheduleEndpoints.worksWeekSchedule, {}, { signal, silent: true }),
    staleTime: 30_000,
  });
}

/** GET todo-warn: a teacher's lessons with pupils still to hand in, and failed drawings. */
export function useTodoWarn() {
  const viewer = useAppStore(viewerKey);
  const teacher = useAppStore((state) => state.accountType === AccountType.TEACHER);
  return useQuery({
    queryKey: [SCHEDULE_KEY, 'todo', viewer],
    queryFn: ({ signal }) => api.call(weekScheduleEndpoints.todoWarn, {}, { signal, silent: true }),
    enabled: teacher,
    staleTime: 30_000,
  });
}

/** GET lesson-hand-in: each pupil of a class, handed in or not, for one lesson (teachers). */
export function useLessonHandIn(classId: number | undefined, lessonId: number) {
  const viewer = useAppStore(viewerKey);
  return useQuery({
    queryKey: [SCHEDULE_KEY, 'hand-in', viewer, classId, lessonId],
    queryFn: ({ signal }) =>
      api.call(
        weekScheduleEndpoints.lessonHandIn,
        { classId: classId ?? 0, lessonId },
        { signal, silent: true },
      ),
    enabled: classId !== undefined,
    staleTime: 30_000,
  });
}

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
  });
}
