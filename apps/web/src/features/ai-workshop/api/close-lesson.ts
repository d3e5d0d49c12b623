import { aiClassControlEndpoints, type TAiClassControl } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { classControlQuery } from './class-control';
import { AI_WORKSHOP_KEY } from './keys';

/** POST ai-class-control/custom/lesson/close: the lesson ends now (its tool locks are lifted). */
export function closeLesson(classId: number): Promise<TAiClassControl> {
  return api.call(aiClassControlEndpoints.lessonClose, { classId });
}

export function useCloseLesson(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, 'class-control', 'lesson-close'],
    mutationFn: closeLesson,
    onSuccess: (control) =>
      client.setQueryData(classControlQuery(viewer, control.classId).queryKey, control),
  });
}
