import { AI_LESSON_MINUTES, aiClassControlEndpoints, type TAiClassControl } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { classControlQuery } from './class-control';
import { AI_WORKSHOP_KEY } from './keys';

export interface TLessonOpen {
  classId: number;
  minutes?: number;
}

/**
 * POST ai-class-control/custom/lesson/open: the teacher starts a lesson (45 minutes unless
 * closed earlier); a class that generates only during a lesson can generate until it ends.
 */
export function openLesson({
  classId,
  minutes = AI_LESSON_MINUTES.DEFAULT,
}: TLessonOpen): Promise<TAiClassControl> {
  return api.call(aiClassControlEndpoints.lessonOpen, { classId, minutes });
}

export function useOpenLesson(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, 'class-control', 'lesson-open'],
    mutationFn: openLesson,
    onSuccess: (control) =>
      client.setQueryData(classControlQuery(viewer, control.classId).queryKey, control),
  });
}
