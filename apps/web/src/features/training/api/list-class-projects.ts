import { trainingEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { TRAINING_KEY } from './keys';

/** GET training/custom/class-project/list: a class's projects with sample counts. */
export function listClassProjects(classId: number) {
  return api.call(trainingEndpoints.classProjects, { classId });
}

export function useClassProjects(viewer: string, classId: number | null) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'class-projects', viewer, classId],
    queryFn: () => listClassProjects(classId!),
    enabled: classId !== null,
    // Classmates add samples meanwhile: the counts refresh.
    refetchInterval: 15_000,
  });
}
