import type { TTrainingLabKind, TTrainingSavedSummary } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { TRAINING_KEY, TRAINING_PATH } from './keys';

/** GET training/custom/my-project/list: one's saved training projects of a lab. */
export function listMyProjects(kind: TTrainingLabKind): Promise<TTrainingSavedSummary[]> {
  return api.get<TTrainingSavedSummary[]>(`${TRAINING_PATH}/my-project/list`, { kind });
}

export function useMyProjects(viewer: string, kind: TTrainingLabKind, enabled: boolean) {
  return useQuery({
    queryKey: [TRAINING_KEY, 'my-projects', viewer, kind],
    queryFn: () => listMyProjects(kind),
    enabled,
  });
}
