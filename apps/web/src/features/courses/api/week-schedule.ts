import { AccountType, latestLessonEndpoints, weekScheduleEndpoints } from '@haoduo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/**
 * GET works-week-schedule: a week's lessons of the caller's classes, with hand-ins (the week
 * holding `date`, YYYY-MM-DD; this week without).
 */
export function useWeekSchedule(date?: string) {
  const viewer = useAppStore(viewerKey);
  return useQuery({
    queryKey: [SCHEDULE_KEY, 'week', viewer, date ?? ''],
    queryFn: ({ signal }) =>
      api.call(weekScheduleEndpoints.worksWeekSchedule, date ? { date } : {}, {
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET todo-warn: a teacher's lessons of a week with pupils still to hand in, failed drawings. */
export function useTodoWarn(date?: string) {
  const viewer = useAppStore(viewerKey);
  const teacher = useAppStore((state) => state.accountType === AccountType.TEACHER);
  return useQuery({
    queryKey: [SCHEDULE_KEY, 'todo', viewer, date ?? ''],
    queryFn: ({ signal }) =>
      api.call(weekScheduleEndpoints.todoWarn, date ? { date } : {}, { signal, silent: true }),
    enabled: teacher,
    placeholderData: keepPreviousData,
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
