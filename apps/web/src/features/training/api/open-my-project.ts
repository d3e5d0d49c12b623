import type { TTrainingSavedDetail } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** GET training/custom/my-project/detail: open one's saved training project. */
export function openMyProject(id: number): Promise<TTrainingSavedDetail> {
  return api.get<TTrainingSavedDetail>(`${TRAINING_PATH}/my-project/detail`, { id });
}
