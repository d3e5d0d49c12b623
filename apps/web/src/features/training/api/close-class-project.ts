import type { TTrainingClassProject } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** POST training/custom/class-project/close: no more samples. */
export function closeClassProject(id: number): Promise<TTrainingClassProject> {
  return api.post<TTrainingClassProject>(`${TRAINING_PATH}/class-project/close`, { id });
}
