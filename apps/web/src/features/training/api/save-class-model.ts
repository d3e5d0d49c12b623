import type { TTrainingClassProject, TTrainingSaveModelBody } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** POST training/custom/class-project/save-model: the teacher keeps the class's model. */
export function saveClassModel(body: TTrainingSaveModelBody): Promise<TTrainingClassProject> {
  return api.post<TTrainingClassProject>(`${TRAINING_PATH}/class-project/save-model`, body);
}
