import {
  aiClassControlEndpoints,
  type TAiClassControl,
  type TAiLockableTool,
} from '@haoduo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/** GET ai-class-control/custom/detail: a class's AI controls (its teachers). */
export function getClassControl(classId: number): Promise<TAiClassControl> {
  return api.call(aiClassControlEndpoints.detail, { classId });
}

export function classControlQuery(viewer: string, classId: number) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'class-control', viewer, classId],
    queryFn: () => getClassControl(classId),
  });
}

export function useClassControl(viewer: string, classId: number) {
  return useQuery(classControlQuery(viewer, classId));
}

export interface TClassControlChange {
  classId: number;
  paused?: boolean;
  lockedTools?: TAiLockableTool[];
  /** Primary grades: pupils generate only while the teacher has a lesson open. */
  lessonRequired?: boolean;
}

/**
 * POST ai-class-control/custom/set: pause the class's AI creation, lock tools, or let pupils
 * generate only during a lesson.
 */
export function setClassControl(body: TClassControlChange): Promise<TAiClassControl> {
  return api.call(aiClassControlEndpoints.set, body);
}

export function useSetClassControl(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, 'class-control', 'set'],
    mutationFn: setClassControl,
    onSuccess: (control) =>
      client.setQueryData(classControlQuery(viewer, control.classId).queryKey, control),
  });
}
