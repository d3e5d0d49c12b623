import type { TTrainingClassProjectDetail } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** GET training/custom/class-project/detail: the project with everyone's samples. */
export function getClassProject(id: number): Promise<TTrainingClassProjectDetail> {
  return api.get<TTrainingClassProjectDetail>(`${TRAINING_PATH}/class-project/detail`, { id });
}
