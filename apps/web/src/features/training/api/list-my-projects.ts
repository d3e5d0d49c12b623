import { trainingEndpoints, type TTrainingLabKind } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { TRAINING_KEY } from './keys';

/** GET training/custom/my-project/list: one's saved training projects of a lab. */
export function listMyProjects(kind: TTrainingLabKind) {
  return api.call(trainingEndpoints.myProjects, { kind });
}

export function useMyProjects(viewer: string, kind: TTrainingLabKind, enabled: boolean) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'my-projects', viewer, kind],
    queryFn: () => listMyProjects(kind),
    enabled,
  });
}
